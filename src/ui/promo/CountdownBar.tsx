import { Link } from "@tanstack/react-router";
import type { CountdownRemaining } from "../../core/promos.ts";
import type { CountdownPromo } from "../../core/schema/promos.ts";

export interface CountdownBarProps {
  readonly countdown: CountdownPromo;
  /** What is left (core `countdownRemaining`); the container hides the bar at zero. */
  readonly remaining: CountdownRemaining;
}

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

const twoDigits = (n: number): string => String(n).padStart(2, "0");

/** The countdown bar: its title, the time left ticking each second, its link. */
export function CountdownBar({ countdown, remaining }: CountdownBarProps) {
  const style = { backgroundColor: countdown.background_color, color: countdown.text_color };
  const spoken = `${remaining.days} days, ${remaining.hours} hours, ${remaining.minutes} minutes`;
  return (
    <div className="countdown-bar" style={style} data-countdown-id={countdown.id}>
      <p className="countdown-bar__title">
        {countdown.custom_link === null ? (
          countdown.title
        ) : (
          <Link to={countdown.custom_link} style={style} className="countdown-bar__link">
            {countdown.title}
          </Link>
        )}
      </p>
      {/* The ticking digits are hidden from assistive technology (a second-by-second
          announcement is noise); the label gives the time left to the minute. */}
      {/* The server drew the time left at its moment, the browser hydrates it a little
          later (and ticks from then): the only part of the bars that may differ. */}
      <p className="countdown-bar__time" aria-label={spoken} role="timer" suppressHydrationWarning>
        {UNITS.map(([unit, label]) => (
          <span key={unit} className="countdown-bar__unit" aria-hidden="true">
            <span className="countdown-bar__digits" data-unit={unit} suppressHydrationWarning>
              {twoDigits(remaining[unit])}
            </span>
            <span className="countdown-bar__label">{label}</span>
          </span>
        ))}
      </p>
      {countdown.description !== null && (
        <p className="countdown-bar__description">{countdown.description}</p>
      )}
    </div>
  );
}
