/**
 * /find-doctors' parts that render only sometimes (issue 48): an empty search's ways out, the empty
 * state and the compare tray. One island module for them, loaded only where one renders, so the
 * directory's first load carries none of them.
 */
import { CompareTray } from "~/compare/compare-tray";
import { DeadEndView } from "./dead-end-view";
import type { DeadEnd } from "./dead-ends.server";
import { EmptyResults } from "./empty-results";

type Props =
  | { deadEnd: DeadEnd; clearFiltersHref: string }
  | { empty: true; placeMessage?: string; clearFiltersHref?: string }
  | { tray: { id: string; name: string }[]; procedure?: string; back?: string };

export function ResultsExtra(props: Props) {
  if ("deadEnd" in props) return <DeadEndView deadEnd={props.deadEnd} clearFiltersHref={props.clearFiltersHref} />;
  if ("empty" in props) return <EmptyResults placeMessage={props.placeMessage} clearFiltersHref={props.clearFiltersHref} />;
  return <CompareTray chosen={props.tray} procedure={props.procedure} back={props.back} />;
}
