export type NginxSite = {
  /** The port nginx listens on, on 127.0.0.1. */
  listen: number;
  /** The app instances (ports on 127.0.0.1) behind it, as one upstream. */
  instances: number[];
};

export type NginxProcess = {
  /** http://127.0.0.1:<listen> for each site, in the order given. */
  urls: string[];
  dir: string;
  stop(): Promise<void>;
  remove(): Promise<void>;
};

export function nginxBinary(): string | null;

export function deployDirectives(file?: string): {
  serverParameters: string;
  keepalive: string;
  proxy: string[];
};

export function nginxConfig(options: { dir: string; sites: NginxSite[] }): string;

export function startNginx(options: {
  sites: NginxSite[];
  dir?: string;
  binary?: string | null;
}): Promise<NginxProcess>;
