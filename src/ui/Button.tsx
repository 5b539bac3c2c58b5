/**
 * The site's one button (spec 000 §5): theme, tag, native type and size from the allowed sets
 * of core `button.ts`. `tag` draws it as a native button (the default, `type` "button" unless
 * given), a plain anchor, or a router link (with the link's typed `to`, `params`, `search`).
 */
import {
  type AnyRouter,
  Link,
  type LinkComponentProps,
  type RegisteredRouter,
} from "@tanstack/react-router";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactElement } from "react";
import {
  type ButtonSize,
  type ButtonTheme,
  type ButtonType,
  buttonClassName,
  buttonType,
} from "../core/button.ts";
import "./button.css";

interface ButtonLookProps {
  readonly theme?: ButtonTheme;
  readonly size?: ButtonSize;
  /** A class of the place the button sits in (its layout there), added to the button's own. */
  readonly className?: string;
}

type NativeButtonProps = ButtonLookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className"> & {
    readonly tag?: "button";
    readonly type?: ButtonType;
  };

type AnchorButtonProps = ButtonLookProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className"> & { readonly tag: "a" };

type LinkButtonProps<
  TRouter extends AnyRouter,
  TFrom extends string,
  TTo extends string | undefined,
  TMaskFrom extends string,
  TMaskTo extends string,
> = ButtonLookProps &
  LinkComponentProps<"a", TRouter, TFrom, TTo, TMaskFrom, TMaskTo> & { readonly tag: "link" };

export type ButtonProps = NativeButtonProps | AnchorButtonProps;

const classes = ({ theme, size, className }: ButtonLookProps) =>
  className === undefined
    ? buttonClassName({ theme, size })
    : `${buttonClassName({ theme, size })} ${className}`;

/** A router link drawn as a button: `to`, `params` and `search` typed by the route. */
export function Button<
  TRouter extends AnyRouter = RegisteredRouter,
  const TFrom extends string = string,
  const TTo extends string | undefined = undefined,
  const TMaskFrom extends string = TFrom,
  const TMaskTo extends string = "",
>(props: LinkButtonProps<TRouter, TFrom, TTo, TMaskFrom, TMaskTo>): ReactElement;
/** A native button (type "button" unless given) or a plain anchor. */
export function Button(props: ButtonProps): ReactElement;
export function Button(
  props: ButtonProps | LinkButtonProps<AnyRouter, string, string | undefined, string, string>,
): ReactElement {
  if (props.tag === "link") {
    const { tag: _tag, theme: _theme, size: _size, className: _className, ...link } = props;
    return <Link {...(link as LinkComponentProps<"a">)} className={classes(props)} />;
  }
  if (props.tag === "a") {
    const { tag: _tag, theme: _theme, size: _size, className: _className, ...anchor } = props;
    return <a {...anchor} className={classes(props)} />;
  }
  const { tag: _tag, theme: _theme, size: _size, className: _className, type, ...button } = props;
  return <button {...button} type={buttonType(type)} className={classes(props)} />;
}
