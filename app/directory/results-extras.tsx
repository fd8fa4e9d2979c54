/**
 * /find-doctors' two parts that render only sometimes (issue 48): an empty search's ways out and the
 * compare tray. One island module for both, loaded only where one renders, so the directory's first
 * load carries neither.
 */
import type { ReactNode } from "react";
import { CompareTray } from "~/compare/compare-tray";
import { DeadEndView } from "./dead-end-view";
import type { DeadEnd } from "./dead-ends.server";

type Props = { deadEnd: DeadEnd; clearFilters: ReactNode } | { tray: { id: string; name: string }[]; procedure?: string; back?: string };

export function ResultsExtra(props: Props) {
  if ("deadEnd" in props) return <DeadEndView deadEnd={props.deadEnd} clearFilters={props.clearFilters} />;
  return <CompareTray chosen={props.tray} procedure={props.procedure} back={props.back} />;
}
