/**
 * A part of the page that loads on its own and that the page does without when it fails.
 * While its code or the features' code comes, it waits in its own place (the page around it
 * stays on screen); when that code cannot be fetched (offline, say) it draws its fallback
 * instead of taking the whole page to the error page. For the promo bars, the progress bar,
 * the newsletter layer, the home banners, the breadcrumb trail, the footer's form, and what
 * waits for the features' code (comments, a member's library, stars, download and banners,
 * continue-watching).
 */
import { Component, type ReactNode, Suspense } from "react";

export interface OptionalPartProps {
  readonly children: ReactNode;
  /** What holds its place while it loads, and when it fails (nothing by default). */
  readonly fallback?: ReactNode;
}

export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    const fallback = this.props.fallback ?? null;
    return this.state.failed ? (
      fallback
    ) : (
      <Suspense fallback={fallback}>{this.props.children}</Suspense>
    );
  }
}
