// Types of message-providers.mjs for the TypeScript that runs it (the cluster suite in e2e/cluster).
export interface ProviderOptions {
  smtpPort: number;
  smppPort: number;
  /** A provider's time per message before it answers (0: at once). */
  delayMs?: number;
  maxClients?: number;
  onEmail: (mail: { to: string; messageId: string }) => void;
  onSms: (sms: { to: string; reference: string }) => void;
}
export declare function startMessageProviders(options: ProviderOptions): Promise<{ stop: () => Promise<unknown> }>;
