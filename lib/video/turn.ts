import { createHmac } from "node:crypto";

/*
 * Credentials for the clinic's own TURN server (coturn), which relays a video visit's media when
 * the two browsers cannot reach each other directly (a carrier's NAT, an office firewall).
 *
 * The TURN REST API scheme coturn implements with `use-auth-secret`: the app and coturn share a
 * secret; the username is "<expiry in Unix seconds>:<tag>" and the password is
 * base64(HMAC-SHA1(secret, username)). coturn recomputes the password and refuses a username
 * whose expiry has passed, so nothing is stored on either side and no static password ever
 * reaches a page. Each credential is for one person in one visit, and lasts until the visit's room
 * closes.
 *
 * The tag is not her id: coturn writes usernames to its log, so the tag is a keyed hash of the
 * visit and the person, which tells a reader of that log nothing and still tells two people of one
 * visit apart.
 */

export type TurnServer = {
  urls: string[];
  username: string;
  credential: string;
};

export type TurnCredentialInput = {
  /** The secret coturn has as `static-auth-secret`. */
  secret: string;
  /** coturn's addresses as a browser dials them: turn:host:3478?transport=udp, turns:host:5349… */
  urls: string[];
  visitId: string;
  personId: string;
  /** When the credential stops working: the room's closing time. */
  expiresAt: Date;
};

/** An opaque tag for one person in one visit (see above: it ends up in coturn's log). */
function tagFor(secret: string, visitId: string, personId: string): string {
  return createHmac("sha256", secret)
    .update(`turn-tag:${visitId}:${personId}`)
    .digest("base64url")
    .slice(0, 22);
}

/** coturn's password for a username: base64(HMAC-SHA1(secret, username)). */
export function turnPassword(secret: string, username: string): string {
  return createHmac("sha1", secret).update(username).digest("base64");
}

/** One person's credential for one visit, as RTCPeerConnection takes it in `iceServers`. */
export function turnServerFor(input: TurnCredentialInput): TurnServer {
  const expiry = Math.floor(input.expiresAt.getTime() / 1000);
  const username = `${expiry}:${tagFor(input.secret, input.visitId, input.personId)}`;
  return { urls: input.urls, username, credential: turnPassword(input.secret, username) };
}

/** TURN_URLS as a list. */
export function turnUrls(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}

/**
 * The CSP source for each TURN address, for the room's connect-src (browsers do not enforce it on
 * WebRTC today, but the policy names every place the room talks to).
 */
export function turnCspSources(urls: string[]): string[] {
  return urls.map((url) => {
    const [scheme, ...rest] = (url.split("?")[0] ?? url).split(":");
    return `${scheme}://${rest.join(":")}`;
  });
}
