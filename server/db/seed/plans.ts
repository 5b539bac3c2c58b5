import { discountedCents } from "../../../src/core/prices.ts";
import { artUrl } from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";

interface PlanSeed {
  readonly name: string;
  readonly currency: "GBP" | "USD";
  readonly amount: number;
  readonly discount: number;
  /** How long a payment keeps the subscription (renewal after). */
  readonly periodDays: number;
}

interface GroupSeed {
  readonly name: string;
  readonly promo: string | null;
  /** Show the undiscounted monthly price struck through. */
  readonly strike: boolean;
  readonly infoTitle: string;
  readonly outstandingText: string | null;
  /** The provider page that takes the payment (core/payments.ts: epoch or skyflow). */
  readonly provider: "epoch" | "skyflow";
  readonly plans: PlanSeed[];
}

const GROUPS: readonly GroupSeed[] = [
  {
    name: "Cinema Premium",
    promo: null,
    strike: false,
    infoTitle: "Every film, every series, no ads",
    outstandingText: null,
    provider: "epoch",
    plans: [
      { name: "Monthly", currency: "GBP", amount: 999, discount: 0, periodDays: 30 },
      { name: "Monthly", currency: "USD", amount: 1299, discount: 0, periodDays: 30 },
      { name: "Annual", currency: "GBP", amount: 11988, discount: 33, periodDays: 365 },
      { name: "Annual", currency: "USD", amount: 15588, discount: 33, periodDays: 365 },
    ],
  },
  {
    name: "Cinema Spring Offer",
    promo: "spring",
    strike: true,
    infoTitle: "Half price for your first month",
    outstandingText: "Spring offer",
    provider: "skyflow",
    plans: [
      { name: "First month", currency: "GBP", amount: 999, discount: 50, periodDays: 30 },
      { name: "First month", currency: "USD", amount: 1299, discount: 50, periodDays: 30 },
    ],
  },
];

/** The sign-up layout's background of every group (spec 000 §2): upright on phones, wide on desktops. */
const SIGN_UP_BACKGROUND = artUrl("misc", "mobile", "plans");
const SIGN_UP_BACKGROUND_DESKTOP = artUrl("misc", "cover", "plans");

/** Plan groups with plans priced in GBP and USD (cents). */
export function seedPlans(db: Db): void {
  const group = db.prepare(`INSERT INTO plan_groups (id, name, channel_id, layout, layout_desktop,
    sub_layout, sub_layout_desktop, banner_image, banner_image_mobile, promo_url, promo_logo_url,
    promo_logo_mobile_url, is_default, show_pricing, show_monthly_price_strike, info_title,
    outstanding_text, background_color, button_color, payment_provider, layout_background,
    layout_background_desktop)
    VALUES (@id, @name, 2, 'cards', 'cards-wide', 'list', 'list-wide', @banner, @bannerMobile,
    @promo, @logo, @logoMobile, @isDefault, 1, @strike, @infoTitle, @outstandingText,
    '#0b1026', '#d2122e', @provider, @background, @backgroundDesktop)`);
  const plan = db.prepare(`INSERT INTO plans (subscription_id, plan_group_id, name, currency,
    final_price_cents, amount_cents, discount_percentage, alternative_plan, banner_image,
    banner_image_mobile, position, period_days)
    VALUES (@id, @groupId, @name, @currency, @final, @amount, @discount, NULL, NULL, NULL, @pos,
    @periodDays)`);
  let planId = 0;
  GROUPS.forEach((g, index) => {
    const id = index + 1;
    group.run({
      id,
      name: g.name,
      banner: artUrl("misc", "banner", "plans"),
      bannerMobile: artUrl("misc", "banner-mobile", "plans"),
      promo: g.promo,
      logo: g.promo ? artUrl("misc", "icon", "plans") : null,
      logoMobile: g.promo ? artUrl("misc", "icon", "plans") : null,
      isDefault: index === 0 ? 1 : 0,
      strike: g.strike ? 1 : 0,
      infoTitle: g.infoTitle,
      outstandingText: g.outstandingText,
      provider: g.provider,
      background: SIGN_UP_BACKGROUND,
      backgroundDesktop: SIGN_UP_BACKGROUND_DESKTOP,
    });
    g.plans.forEach((p, pos) => {
      planId += 1;
      plan.run({
        id: planId,
        groupId: id,
        name: p.name,
        currency: p.currency,
        amount: p.amount,
        final: discountedCents(p.amount, p.discount),
        discount: p.discount,
        pos,
        periodDays: p.periodDays,
      });
    });
  });
}
