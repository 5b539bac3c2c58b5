/**
 * A part of the page the page does without when it fails: a lazily loaded layer whose code
 * cannot be fetched (offline, say) draws nothing instead of taking the whole page to the
 * error page. For the promo bars, the progress bar, the newsletter layer, the home banners,
 * the breadcrumb trail, the footer's form, and what waits for the features' code (comments, a
 * member's library, stars, download and banners, continue-watching).
 */
import { Component, type ReactNode } from "react";

export interface OptionalPartProps {
  readonly children: ReactNode;
  /** What is drawn in its place when it fails (nothing by default). */
  readonly fallback?: ReactNode;
}

export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
