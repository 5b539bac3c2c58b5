import { createFileRoute } from "@tanstack/react-router";
import { MovieCard } from "../../ui/catalogue/Cards.tsx";
import { moviesPageQuery } from "../../ui/queries/catalogue.ts";
import { listRoute } from "../-listRoute.tsx";

export const Route = createFileRoute("/movies/")(
  listRoute({
    path: "/movies",
    title: "Films",
    noun: "films",
    query: moviesPageQuery,
    card: (movie, eager) => <MovieCard item={movie} eager={eager} />,
  }),
);
