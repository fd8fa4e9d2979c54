// Apart from ./dialog.tsx: the waitlist button needs it on the home page, the dialog only once it opens.
import { useSearchParams } from "react-router";

/** Closing a dialog that a query parameter opened (?join=group) drops the parameter, replacing the entry. */
export function useDropSearchParam(name: string): () => void {
  const [searchParams, setSearchParams] = useSearchParams();
  return () => {
    if (!searchParams.has(name)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(name);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
}
