import * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/*
 * One toast at a time, as the spec asks. `bottom-right` on desktop; at 600px and below sonner
 * itself spans the toast across the bottom of the screen, which gives the bottom-centre placement
 * on phones without a media-query hook (and without a hydration flash).
 *
 * A page with a sticky bottom bar lifts toasts above it by setting `--toast-offset-bottom` on an
 * ancestor (for example `style={{ "--toast-offset-bottom": "80px" }}` on <body>).
 */
const tokenStyle = {
  fontFamily: "inherit",
  "--border-radius": "var(--radius)",
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "var(--trust-soft)",
  "--success-text": "var(--trust)",
  "--success-border": "color-mix(in srgb, var(--trust) 25%, var(--trust-soft))",
  "--info-bg": "var(--secondary)",
  "--info-text": "var(--secondary-foreground)",
  "--info-border": "color-mix(in srgb, var(--secondary-foreground) 20%, var(--secondary))",
  "--warning-bg": "var(--warning-soft)",
  "--warning-text": "var(--warning)",
  "--warning-border": "color-mix(in srgb, var(--warning) 25%, var(--warning-soft))",
  "--error-bg": "color-mix(in srgb, var(--destructive) 8%, var(--card))",
  "--error-text": "var(--destructive)",
  "--error-border": "color-mix(in srgb, var(--destructive) 25%, var(--card))",
} as React.CSSProperties;

const toastStyle: React.CSSProperties = {
  fontSize: "0.875rem",
  lineHeight: 1.5,
  boxShadow: "0 4px 16px color-mix(in srgb, var(--foreground) 10%, transparent)",
};

const actionButtonStyle: React.CSSProperties = {
  height: "2.25rem",
  paddingInline: "0.75rem",
  fontSize: "0.875rem",
  fontWeight: 600,
  borderRadius: "calc(var(--radius) - 4px)",
  background: "var(--primary)",
  color: "var(--primary-foreground)",
};

const cancelButtonStyle: React.CSSProperties = {
  height: "2.25rem",
  paddingInline: "0.75rem",
  fontSize: "0.875rem",
  borderRadius: "calc(var(--radius) - 4px)",
  background: "var(--muted)",
  color: "var(--foreground)",
};

const mobileOffset = {
  top: 16,
  right: 16,
  left: 16,
  bottom: "calc(var(--toast-offset-bottom, 16px) + env(safe-area-inset-bottom, 0px))",
};

function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      richColors
      theme="light"
      mobileOffset={mobileOffset}
      className="toaster group"
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        ...toastOptions,
        style: { ...toastStyle, ...toastOptions?.style },
        actionButtonStyle: { ...actionButtonStyle, ...toastOptions?.actionButtonStyle },
        cancelButtonStyle: { ...cancelButtonStyle, ...toastOptions?.cancelButtonStyle },
      }}
      {...props}
    />
  );
}

export { Toaster, toast, type ToasterProps };
