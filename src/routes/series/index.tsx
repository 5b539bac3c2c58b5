import { createFileRoute } from "@tanstack/react-router";
import { SeriesCard } from "../../ui/catalogue/Cards.tsx";
import { seriesPageQuery } from "../../ui/queries/catalogue.ts";
import { listRoute } from "../-listRoute.tsx";

export const Route = createFileRoute("/series/")(
  listRoute({
    path: "/series",
    title: "Series",
    noun: "series",
    query: seriesPageQuery,
    card: (series, eager) => <SeriesCard item={series} eager={eager} />,
  }),
);
