/** The signed-in viewer as the root loader reports it (null for guests). */
import { useRouteLoaderData } from "react-router";

export type Viewer = { email: string; firstName: string; avatarUrl: string | null; role: string; isDemo?: boolean };

export function useViewer(): Viewer | null {
  const root = useRouteLoaderData<{ user: Viewer | null }>("root");
  return root?.user ?? null;
}
