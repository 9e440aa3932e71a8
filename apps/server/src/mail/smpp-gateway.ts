import smpp, { type PDU, type Session } from 'smpp';
import type { Gateway, OutgoingMessage } from './delivery.ts';
import { concatUdh, DATA_CODING, destination, source, splitSms } from './sms-parts.ts';
import { parseReceipt, type Receipt } from './sms-receipts.ts';

export type SmppSettings = {
  /** smpp://system-id:password@host:port (ssmpp:// for TLS). */
  url: string;
  /** The sender of a message that names none. */
  sender: string;
  /** Submits per second at most. */
  rate: number;
};

/** An SMS centre's answer that took longer than this fails the attempt (the outbox retries it). */
const RESPONSE_MS = 30_000;
const ENQUIRE_LINK_MS = 30_000;
/** esm_class bit of a deliver_sm that is a delivery receipt. */
const RECEIPT = 0x04;
/** deliver_sm_resp status asking the SMS centre to send a receipt again later (ESME_RX_T_APPN). */
const TRY_AGAIN = 0x64;

/** The SMS centre's address, without its password: for the start log. */
export function smppTarget(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol === 'ssmpp:' ? 3550 : 2775)} as ${decodeURIComponent(u.username)}`;
}

/**
 * SMS to the operator's SMS centre over SMPP (the `smpp` package, a transceiver bind): each message as one submit_sm,
 * or as concatenated parts (UDH) when long, at most `rate` submits a second, each asking for a delivery receipt.
 * The SMS centre's message ids are answered to the outbox; its receipts (deliver_sm) go to `onReceipt`. One session
 * is kept open (enquire_link every 30 s) and opened again on the next send after it closed.
 */
export function createSmppGateway(
  settings: SmppSettings,
  onReceipt: (receipt: Receipt) => Promise<void>,
): Gateway & { connect: () => Promise<void>; close: () => Promise<void> } {
  const url = new URL(settings.url);
  let session: Promise<Session> | null = null;
  let nextSlot = 0;

  function open(): Promise<Session> {
    return new Promise((resolve, reject) => {
      const s = smpp.connect(
        {
          host: url.hostname,
          port: Number(url.port) || (url.protocol === 'ssmpp:' ? 3550 : 2775),
          tls: url.protocol === 'ssmpp:',
          auto_enquire_link_period: ENQUIRE_LINK_MS,
        },
        () => {
          const credentials = {
            system_id: decodeURIComponent(url.username),
            password: decodeURIComponent(url.password),
          };
          s.bind_transceiver(credentials, (pdu) => {
            if (pdu.command_status === 0) resolve(s);
            else {
              reject(new Error(`the SMS centre refused the bind (status ${pdu.command_status})`));
              s.close();
            }
          });
        },
      );
      s.on('error', (e: Error) => reject(e));
      s.on('close', () => {
        session = null;
        reject(new Error('the connection to the SMS centre closed'));
      });
      s.on('deliver_sm', (pdu: PDU) => {
        const receipt = (Number(pdu.esm_class) & RECEIPT) === RECEIPT ? parseReceipt(pdu) : null;
        if (!receipt) return s.send(pdu.response());
        onReceipt(receipt).then(
          () => s.send(pdu.response()),
          () => s.send(pdu.response({ command_status: TRY_AGAIN })),
        );
      });
      s.on('enquire_link', (pdu: PDU) => s.send(pdu.response()));
      s.on('unbind', (pdu: PDU) => {
        s.send(pdu.response());
        s.close();
      });
    });
  }

  function connected(): Promise<Session> {
    if (!session) {
      session = open();
      session.catch(() => {
        session = null;
      });
    }
    return session;
  }

  /** Waits for this submit's turn: at most `rate` a second. */
  async function slot(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    nextSlot = at + 1000 / settings.rate;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }

  function submit(s: Session, fields: Record<string, unknown>): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('the SMS centre did not answer the submit'));
        s.destroy();
      }, RESPONSE_MS);
      s.submit_sm(fields, (pdu) => {
        clearTimeout(timer);
        if (pdu.command_status === 0) resolve(String(pdu.message_id));
        else
          reject(new Error(`the SMS centre refused the SMS (status 0x${pdu.command_status.toString(16)})`));
      });
    });
  }

  return {
    connect: async () => {
      await connected();
    },
    async send(message: OutgoingMessage) {
      const to = destination(message.recipient);
      const from = source(message.sender ?? settings.sender);
      const { coding, parts } = splitSms(message.body);
      const s = await connected();
      const ids: string[] = [];
      for (const [i, part] of parts.entries()) {
        await slot();
        ids.push(
          await submit(s, {
            source_addr: from.addr,
            source_addr_ton: from.ton,
            source_addr_npi: from.npi,
            destination_addr: to.addr,
            dest_addr_ton: to.ton,
            dest_addr_npi: to.npi,
            registered_delivery: 1,
            data_coding: DATA_CODING[coding],
            // The parts share the outbox id as their reference, so a retry's parts join the same message.
            short_message:
              parts.length > 1 ? { udh: concatUdh(message.id, parts.length, i + 1), message: part } : part,
          }),
        );
      }
      return { providerIds: ids };
    },
    close: async () => {
      const open = session;
      session = null;
      if (!open) return;
      const s = await open.catch(() => null);
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
