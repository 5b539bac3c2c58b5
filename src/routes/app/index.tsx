import { createFileRoute } from "@tanstack/react-router";
import { AppPage } from "../../ui/pages/info/AppPages.tsx";

export const Route = createFileRoute("/app/")({ component: AppPage });
