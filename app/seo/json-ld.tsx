import { useNonce } from "~/components/nonce";
import { jsonLdText } from "./meta";

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  // The text is our own serialisation with `<` escaped, never raw user markup.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
