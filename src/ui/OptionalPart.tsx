/**
 * A part of the page the page does without when it fails: a lazily loaded layer whose code
 * cannot be fetched (offline, say) draws nothing instead of taking the whole page to the
 * error page. For the promo bars, the progress bar, the newsletter layer, the home banners.
 */
import { Component, type ReactNode } from "react";

export class OptionalPart extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
