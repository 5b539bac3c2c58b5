import { Button } from "../Button.tsx";

/** /welcome: after signing up, the way to a plan or to the films. */
export function Welcome() {
  return (
    <div className="container account-card">
      <h1 className="page-title">Welcome</h1>
      <p>Your account is ready. Become Premium to watch every film and series.</p>
      <div className="actions">
        <Button tag="link" to="/sign-up" theme="primary">
          Choose a plan
        </Button>{" "}
        <Button tag="link" to="/" theme="outline">
          Browse films
        </Button>
      </div>
    </div>
  );
}
