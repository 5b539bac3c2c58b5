import { Link } from "@tanstack/react-router";
import type { PromoBar as PromoBarData } from "../../core/schema/promos.ts";

/** One promo bar above the header: its text, in its colours, linking where it says. */
export function PromoBar({ promo }: { readonly promo: PromoBarData }) {
  const style = { backgroundColor: promo.background_color, color: promo.text_color };
  return (
    <div className="promo-bar" style={style} data-promo-id={promo.id}>
      {promo.link === null ? (
        <p className="promo-bar__text">{promo.content}</p>
      ) : (
        <Link to={promo.link} className="promo-bar__text promo-bar__link" style={style}>
          {promo.content}
        </Link>
      )}
    </div>
  );
}
