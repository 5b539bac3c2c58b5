import { createFileRoute } from "@tanstack/react-router";
import { FreeFilmPage } from "../ui/newsletter/FreeFilmPage.tsx";

/** The page is the offer: the free-movie layout (spec 000 §2), without the selling parts. */
export const Route = createFileRoute("/newsletter-free-film")({
  staticData: { layout: "free-movie" },
  component: FreeFilmPage,
});
