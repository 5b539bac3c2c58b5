import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe as the journeys run it: its default rules plus label-content-name-mismatch (WCAG 2.5.3,
 * off by default in axe): a control's name contains the text a viewer sees on it, so a viewer
 * who speaks to their device can say what they see.
 */
export const axeOn = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).options({
    rules: { "label-content-name-mismatch": { enabled: true } },
  });
