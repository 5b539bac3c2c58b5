import { Link } from "@tanstack/react-router";
import type { CSSProperties } from "react";
import { imageUrl } from "../../../core/images.ts";
import {
  landingButtonTarget,
  landingItemText,
  landingTextPosition,
} from "../../../core/landing.ts";
import type { Landing, LandingItem } from "../../../core/schema/index.ts";
import { isMobileLayoutWidth } from "../../../core/viewport.ts";
import { Button } from "../../Button.tsx";
import { RichText } from "../../RichText.tsx";
import { useViewportWidth } from "../../site/useViewportWidth.ts";

/** Black or white, whichever reads better on `hex` (#rgb or #rrggbb), by WCAG luminance. */
export function textColourOn(hex: string): "#000" | "#fff" {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05).
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? "#000" : "#fff";
}

function ItemButton({ item, landing }: { readonly item: LandingItem; readonly landing: Landing }) {
  const target = landingButtonTarget(item, landing);
  if (target === null) return null;
  const colour = item.button_color ?? landing.button_default_color;
  return (
    <Button
      tag="a"
      href={target.href}
      theme="primary"
      size="lg"
      style={
        colour
          ? { background: colour, borderColor: colour, color: textColourOn(colour) }
          : undefined
      }
    >
      {item.button_text}
    </Button>
  );
}

function Item({
  item,
  landing,
  mobile,
}: {
  readonly item: LandingItem;
  readonly landing: Landing;
  readonly mobile: boolean;
}) {
  const text = landingItemText(item, false);
  const poster = mobile ? (item.poster_mobile_image ?? item.poster_image) : item.poster_image;
  const style = {
    "--landing-text": item.text_color ?? "inherit",
    "--landing-bg": item.background_color ?? "transparent",
    "--landing-width": item.text_width ? `${item.text_width}%` : "60%",
  } as CSSProperties;
  const copy = (
    <div className={`landing-item__copy landing-item__copy--${landingTextPosition(item, mobile)}`}>
      {item.title && <h2>{item.title}</h2>}
      {text && <RichText className="rich-text" html={text} />}
      <ItemButton item={item} landing={landing} />
    </div>
  );
  if (item.type === "info_banner") {
    return (
      <aside
        className={`landing-banner landing-banner--${item.info_banner_type ?? "info"}`}
        style={style}
      >
        {copy}
      </aside>
    );
  }
  return (
    <section
      className={`landing-item landing-item--${item.type}`}
      style={style}
      aria-label={item.title ?? undefined}
    >
      {item.type === "video" && item.video_path ? (
        <video
          className={
            item.show_full_screen
              ? "landing-item__video landing-item__video--full"
              : "landing-item__video"
          }
          src={item.video_path}
          poster={poster ? imageUrl(poster, { width: mobile ? 688 : 1446 }) : undefined}
          controls
          muted
          playsInline
        />
      ) : poster ? (
        <img
          className="landing-item__poster"
          src={imageUrl(poster, { width: mobile ? 688 : 1446 })}
          alt=""
          width={mobile ? 688 : 1446}
          height={mobile ? 860 : 600}
        />
      ) : null}
      {copy}
    </section>
  );
}

/** /lp/{slug}: the landing's items in order (spec 000 §3 "Landing"). */
export function LandingPage({ landing }: { readonly landing: Landing }) {
  const mobile = isMobileLayoutWidth(useViewportWidth());
  return (
    <div className="landing">
      <h1 className="landing__title">{landing.title}</h1>
      {landing.items.map((item) => (
        <Item key={item.id} item={item} landing={landing} mobile={mobile} />
      ))}
      {landing.group_plan === null ? null : (
        <p className="landing__more">
          <Link to="/movies">Browse the films first</Link>
        </p>
      )}
    </div>
  );
}
