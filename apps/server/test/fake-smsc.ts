import smpp, { type PDU, type Session } from 'smpp';

/** One submit_sm as the SMS centre got it: addresses, coding, the part's text and its UDH concatenation. */
export type Submitted = {
  messageId: string;
  systemId: string;
  sourceAddr: string;
  sourceTon: number;
  sourceNpi: number;
  destinationAddr: string;
  destTon: number;
  destNpi: number;
  dataCoding: number;
  registeredDelivery: number;
  text: string;
  /** [reference, total, seq] of a concatenated part. */
  concat: [number, number, number] | null;
};

/**
 * An SMS centre in the test process, served by the same `smpp` package the gateway uses: binds with one system id
 * and password, keeps every submit_sm, refuses the next `refuseNext` submits with ESME_RTHROTTLED, and sends a
 * delivery receipt (deliver_sm) for each accepted part: DELIVRD, or UNDELIV for a number in `undeliverable`.
 */
export async function startFakeSmsc(credentials = { systemId: 'connect', password: 'secret' }) {
  const submitted: Submitted[] = [];
  const state = { refuseNext: 0, undeliverable: new Set<string>(), receipts: true };
  const sessions = new Set<Session>();
  let nextId = 1000;
  const server = smpp.createServer((session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => sessions.delete(session));
    let systemId = '';
    session.on('bind_transceiver', (pdu: PDU) => {
      const ok = pdu.system_id === credentials.systemId && pdu.password === credentials.password;
      systemId = String(pdu.system_id);
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (state.refuseNext > 0) {
        state.refuseNext--;
        session.send(pdu.response({ command_status: smpp.ESME_RTHROTTLED }));
        return;
      }
      const messageId = `smsc-${nextId++}`;
      const sm = pdu.short_message as { udh?: Buffer[]; message: string };
      const concat = sm.udh?.find((ie) => ie[0] === 0x00);
      const destinationAddr = String(pdu.destination_addr);
      submitted.push({
        messageId,
        systemId,
        sourceAddr: String(pdu.source_addr),
        sourceTon: Number(pdu.source_addr_ton),
        sourceNpi: Number(pdu.source_addr_npi),
        destinationAddr,
        destTon: Number(pdu.dest_addr_ton),
        destNpi: Number(pdu.dest_addr_npi),
        dataCoding: Number(pdu.data_coding),
        registeredDelivery: Number(pdu.registered_delivery),
        text: sm.message,
        concat: concat ? [concat[2]!, concat[3]!, concat[4]!] : null,
      });
      session.send(pdu.response({ message_id: messageId }));
      if (!state.receipts) return;
      const delivered = !state.undeliverable.has(destinationAddr);
      const stat = delivered ? 'DELIVRD' : 'UNDELIV';
      setImmediate(() =>
        session.deliver_sm({
          source_addr: destinationAddr,
          destination_addr: String(pdu.source_addr),
          esm_class: 0x04,
          short_message: `id:${messageId} sub:001 dlvrd:00${delivered ? 1 : 0} submit date:2611201000 done date:2611201001 stat:${stat} err:${delivered ? '000' : '001'} text:`,
          receipted_message_id: messageId,
          message_state: delivered ? 2 : 5,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smpp://${credentials.systemId}:${credentials.password}@127.0.0.1:${port}`,
    submitted,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reads until `done` holds, for up to a minute, and answers the last read: receipts come back on their own, and a
 * loaded machine has taken over 5 s for one.
 */
export async function whenSettled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return read();
}
