/**
 * Where a films or series page keeps its originals row: a lazy chunk inside an
 * `OptionalPart`, like the home's rows (decision 0060), so its code and its read come after
 * the page is drawn (decision 0064).
 */
import { lazy } from "react";
import type { OriginalsPage } from "../../core/originals.ts";
import { OptionalPart } from "../OptionalPart.tsx";

const OriginalsRow = lazy(() => import("./OriginalsRow.tsx"));

export function OriginalsSeat({ page }: { readonly page: OriginalsPage }) {
  return (
    <OptionalPart>
      <OriginalsRow page={page} />
    </OptionalPart>
  );
}
