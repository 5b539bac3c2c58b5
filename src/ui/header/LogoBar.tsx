import { Logo } from "./Header.tsx";

/** The clear and sign-up layouts' header (spec 000 §2): the logo alone, a way home. */
export function LogoBar() {
  return (
    <header className="logo-bar">
      <div className="site-header__inner">
        <Logo />
      </div>
    </header>
  );
}
