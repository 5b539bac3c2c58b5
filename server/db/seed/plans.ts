import { artUrl } from "../../mediaPaths.ts";
import type { Db } from "../connection.ts";

interface PlanSeed {
  readonly name: string;
  readonly currency: "GBP" | "USD";
  readonly amount: number;
  readonly discount: number;
}

const GROUPS: readonly { name: string; promo: string | null; plans: PlanSeed[] }[] = [
  {
    name: "Cinema Premium",
    promo: null,
    plans: [
      { name: "Monthly", currency: "GBP", amount: 999, discount: 0 },
      { name: "Monthly", currency: "USD", amount: 1299, discount: 0 },
      { name: "Annual", currency: "GBP", amount: 11988, discount: 33 },
      { name: "Annual", currency: "USD", amount: 15588, discount: 33 },
    ],
  },
  {
    name: "Cinema Spring Offer",
    promo: "spring",
    plans: [
      { name: "First month", currency: "GBP", amount: 999, discount: 50 },
      { name: "First month", currency: "USD", amount: 1299, discount: 50 },
    ],
  },
];

/** Plan groups with plans priced in GBP and USD (cents). */
export function seedPlans(db: Db): void {
  const group = db.prepare(`INSERT INTO plan_groups (id, name, channel_id, layout, layout_desktop,
    sub_layout, sub_layout_desktop, banner_image, banner_image_mobile, promo_url, promo_logo_url,
    promo_logo_mobile_url, is_default, show_pricing)
    VALUES (@id, @name, 2, 'cards', 'cards-wide', 'list', 'list-wide', @banner, @bannerMobile,
    @promo, @logo, @logoMobile, @isDefault, 1)`);
  const plan = db.prepare(`INSERT INTO plans (subscription_id, plan_group_id, name, currency,
    final_price_cents, amount_cents, discount_percentage, alternative_plan, banner_image,
    banner_image_mobile, position)
    VALUES (@id, @groupId, @name, @currency, @final, @amount, @discount, NULL, NULL, NULL, @pos)`);
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
    });
    g.plans.forEach((p, pos) => {
      planId += 1;
      plan.run({
        id: planId,
        groupId: id,
        name: p.name,
        currency: p.currency,
        amount: p.amount,
        final: Math.round((p.amount * (100 - p.discount)) / 100),
        discount: p.discount,
        pos,
      });
    });
  });
}
