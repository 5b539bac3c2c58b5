import type { Plan, PlanGroup } from "../../../src/core/schema/plan.ts";
import type { Setting, SettingValue } from "../../../src/core/schema/settings.ts";
import type { Db } from "../connection.ts";
import { bool, json, num, type Row, reqNum, reqStr, str } from "./rows.ts";

const SYMBOLS = { GBP: "£", USD: "$", EUR: "€" } as const;
type Currency = keyof typeof SYMBOLS;

const toPlan = (row: Row): Plan => {
  const currency = reqStr(row.currency) as Currency;
  return {
    subscription_id: reqNum(row.subscription_id),
    name: reqStr(row.name),
    price: {
      finalPriceInCents: reqNum(row.final_price_cents),
      priceAmountInCents: reqNum(row.amount_cents),
      priceDiscountPercentage: reqNum(row.discount_percentage),
      priceCurrencySymbol: SYMBOLS[currency],
      currency,
    },
    alternative_plan: num(row.alternative_plan),
    banner_image: str(row.banner_image),
    banner_image_mobile: str(row.banner_image_mobile),
  };
};

/**
 * Settings and plans: small, read-mostly site data. `overrides` replace stored settings by key
 * as they are read (the demo's journey setting, server/config/mode.ts), never written.
 */
export function siteRepository(db: Db, overrides: readonly Setting[] = []) {
  const settings = db.prepare("SELECT key, value_json FROM settings ORDER BY key");
  const groups = db.prepare("SELECT * FROM plan_groups ORDER BY id");
  const plans = db.prepare("SELECT * FROM plans WHERE plan_group_id = ? ORDER BY position");
  return {
    settings: (): Setting[] =>
      (settings.all() as Row[]).map((row) => {
        const key = reqStr(row.key);
        const override = overrides.find((setting) => setting.key === key);
        return override ?? { key, value: json<SettingValue>(row.value_json, null) };
      }),
    planGroups: (promoUrl: string | null): PlanGroup[] =>
      (groups.all() as Row[])
        .filter((row) => (promoUrl ? row.promo_url === promoUrl : bool(row.is_default)))
        .map((row) => ({
          id: reqNum(row.id),
          name: reqStr(row.name),
          channel_id: reqNum(row.channel_id),
          layout: str(row.layout),
          layout_desktop: str(row.layout_desktop),
          sub_layout: str(row.sub_layout),
          sub_layout_desktop: str(row.sub_layout_desktop),
          plans: (plans.all(row.id) as Row[]).map(toPlan),
          banner_image: str(row.banner_image),
          banner_image_mobile: str(row.banner_image_mobile),
          promo_url: str(row.promo_url),
          promo_logo_url: str(row.promo_logo_url),
          promo_logo_mobile_url: str(row.promo_logo_mobile_url),
          is_default: bool(row.is_default),
          show_pricing: bool(row.show_pricing),
        })),
  };
}
export type SiteRepository = ReturnType<typeof siteRepository>;
