import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/** An icon-only button passes `label` with `iconOnly`: the label becomes its aria-label (docs/product.md#admin). */

type Variant = "primary" | "secondary" | "danger" | "plain";

type ContentProps = {
  icon?: IconName;
  label?: ReactNode;
  iconOnly?: boolean;
  variant?: Variant;
};

function classes(variant: Variant, iconOnly: boolean, extra?: string) {
  return ["icon-button", `icon-button-${variant}`, iconOnly ? "icon-button-icon-only" : "", extra ?? ""].filter(Boolean).join(" ");
}

function accessibleName(label: ReactNode, iconOnly: boolean, given?: string): string | undefined {
  if (given) return given;
  return iconOnly && typeof label === "string" ? label : undefined;
}

function Content({ icon, label, iconOnly }: Pick<ContentProps, "icon" | "label" | "iconOnly">) {
  return (
    <>
      {icon ? <Icon name={icon} /> : null}
      {label && !iconOnly ? <span>{label}</span> : null}
    </>
  );
}

export type IconButtonProps = ContentProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function IconButton({ icon, label, iconOnly = false, variant = "secondary", className, type = "button", children, ...button }: IconButtonProps) {
  const name = accessibleName(label, iconOnly, button["aria-label"]);
  return (
    <button
      type={type}
      className={classes(variant, iconOnly, className)}
      aria-label={name}
      title={iconOnly ? name : button.title}
      {...button}
    >
      <Content icon={icon} label={label} iconOnly={iconOnly} />
      {children}
    </button>
  );
}

export type IconLinkProps = ContentProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; reloadDocument?: boolean };

export function IconLink({ icon, label, iconOnly = false, variant = "secondary", className, to, reloadDocument, children, ...anchor }: IconLinkProps) {
  const name = accessibleName(label, iconOnly, anchor["aria-label"]);
  return (
    <Link
      to={to}
      reloadDocument={reloadDocument}
      className={classes(variant, iconOnly, className)}
      aria-label={name}
      title={iconOnly ? name : anchor.title}
      {...anchor}
    >
      <Content icon={icon} label={label} iconOnly={iconOnly} />
      {children}
    </Link>
  );
}
