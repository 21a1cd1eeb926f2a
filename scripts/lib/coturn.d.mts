export function stunAnswers(port: number, ms?: number): Promise<boolean>;

export type TurnServerProcess = {
  /** turn:127.0.0.1:<port>?transport=udp, as a browser's iceServers take it. */
  url: string;
  log(): string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  remove(): Promise<void>;
};

export function startTurnServer(options: {
  port: number;
  secret: string;
  relayPorts: [number, number];
  realm?: string;
  /** Bytes per second each allocation may carry each way (coturn's max-bps); the rest is dropped. */
  maxBps?: number;
}): Promise<TurnServerProcess>;
