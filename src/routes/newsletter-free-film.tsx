import { createFileRoute } from "@tanstack/react-router";
import { FreeFilmPage } from "../ui/newsletter/FreeFilmPage.tsx";

export const Route = createFileRoute("/newsletter-free-film")({
  component: FreeFilmPage,
});
