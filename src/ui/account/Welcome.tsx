import { Link } from "@tanstack/react-router";

/** /welcome: after signing up, the way to a plan or to the films. */
export function Welcome() {
  return (
    <div className="container account-card">
      <h1 className="page-title">Welcome</h1>
      <p>Your account is ready. Become Premium to watch every film and series.</p>
      <div className="actions">
        <Link to="/sign-up" className="btn btn-primary">
          Choose a plan
        </Link>{" "}
        <Link to="/" className="btn btn-outline">
          Browse films
        </Link>
      </div>
    </div>
  );
}
