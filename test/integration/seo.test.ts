import { describe, expect, it } from "vitest";
import { seoMeta } from "~/seo/meta";

const matches = [{ id: "root", loaderData: { origin: "https://truself.example" } }];

describe("seoMeta", () => {
  it("builds title, description, canonical URL and Open Graph tags from APP_ORIGIN", () => {
    const tags = seoMeta({ matches, title: "Browse Procedures", description: "What each procedure is.", path: "/browse-procedures" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "Browse Procedures | TruSelf" },
        { name: "description", content: "What each procedure is." },
        { tagName: "link", rel: "canonical", href: "https://truself.example/browse-procedures" },
        { property: "og:title", content: "Browse Procedures | TruSelf" },
        { property: "og:url", content: "https://truself.example/browse-procedures" },
        { property: "og:type", content: "website" },
        { property: "og:image", content: "https://truself.example/lovable-uploads/stock/facial-treatments.svg" },
      ]),
    );
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("keeps descriptions within 160 characters, makes image paths absolute and can mark noindex", () => {
    const tags = seoMeta({
      matches,
      title: "X",
      description: "a".repeat(400),
      path: "/x",
      image: "/lovable-uploads/providers/provider-1.svg",
      noindex: true,
    });
    const description = tags.find((t) => "name" in t && t.name === "description") as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(160);
    expect(description.content.endsWith("...")).toBe(true);
    expect(tags).toContainEqual({ property: "og:image", content: "https://truself.example/lovable-uploads/providers/provider-1.svg" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
