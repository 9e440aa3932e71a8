/** The part of the `smpp` package (node-smpp, no types of its own) the SMS gateway and its tests use. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export type PduFields = Record<string, unknown>;
  export interface PDU extends PduFields {
    command: string;
    command_status: number;
    sequence_number: number;
    response(options?: PduFields): PDU;
    isResponse(): boolean;
  }
  export interface Session extends EventEmitter {
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: PduFields, callback: (pdu: PDU) => void): void;
    submit_sm(options: PduFields, callback: (pdu: PDU) => void): void;
    deliver_sm(options: PduFields, callback?: (pdu: PDU) => void): void;
    unbind(options?: PduFields, callback?: (pdu: PDU) => void): void;
  }
  export interface Server extends NetServer {}
  export function connect(
    options: { host: string; port: number; tls?: boolean; auto_enquire_link_period?: number },
    listener?: () => void,
  ): Session;
  export function createServer(listener: (session: Session) => void): Server;
  export const encodings: { ASCII: { match(text: string): boolean } };
  export const ESME_ROK: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RSUBMITFAIL: number;
  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    encodings: typeof encodings;
    ESME_ROK: number;
    ESME_RTHROTTLED: number;
    ESME_RBINDFAIL: number;
    ESME_RSUBMITFAIL: number;
  };
  export default smpp;
}
