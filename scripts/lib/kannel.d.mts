export const KANNEL_PROGRAMS: { bearerbox: string; smsbox: string; fakesmsc: string };

export function missingKannelPrograms(): string[];

export function parseKannelConf(text: string): [name: string, value: string][][];

export function freePorts(count: number, from?: number, to?: number): Promise<number[]>;

/** A message as her phone shows it: concatenated parts joined, UCS-2 decoded. */
export type FakeSms = { from: string; to: string; text: string; parts: number };

export function parseFakeSmscLine(line: string): {
  from: string;
  to: string;
  text?: string;
  data?: Buffer;
  part?: { ref: number; total: number; seq: number } | null;
};

export type SmsGateway = {
  sendsmsUrl: string;
  username: string;
  password: string;
  ports: { admin: number; box: number; smsc: number; sendsms: number };
  received(): FakeSms[];
  waitForMessage(match: (message: FakeSms) => boolean, ms?: number): Promise<FakeSms>;
  inject(from: string, to: string, text: string): Promise<void>;
  accessLog(): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  stopSmsc(): Promise<void>;
  remove(): Promise<void>;
  logs(): string;
};

export function startSmsGateway(options: {
  appUrl: string;
  inboundKey?: string;
  ports?: [admin: number, box: number, smsc: number, sendsms: number];
}): Promise<SmsGateway>;
