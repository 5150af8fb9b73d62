/**
 * SEPA credit transfer file (ISO 20022 pain.001.001.09) for a payout run
 * (docs/seller-earnings.md, "SEPA"). Pure: payouts in, XML text out. Amounts are euro cents.
 */

export interface SepaParty {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer extends SepaParty {
  endToEndId: string;
  amount: number;
  remittance: string;
}

export interface SepaFile {
  messageId: string;
  /** ISO timestamp. */
  createdAt: string;
  /** YYYY-MM-DD */
  executionDate: string;
  debtor: SepaParty;
  transfers: SepaTransfer[];
}

/** The SEPA character set: Latin letters, digits and / - ? : ( ) . , ' + space; other letters are transliterated or replaced. */
export function sepaText(value: string, max: number): string {
  const plain = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max) || 'NOTPROVIDED';
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`SEPA amount must be a positive integer of cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The debtor's elements in schema order: Dbtr, DbtrAcct, DbtrAgt. */
function debtor(p: SepaParty, indent: string): string {
  return [
    `${indent}<Dbtr><Nm>${escapeXml(sepaText(p.name, 70))}</Nm></Dbtr>`,
    `${indent}<DbtrAcct><Id><IBAN>${escapeXml(p.iban)}</IBAN></Id></DbtrAcct>`,
    `${indent}<DbtrAgt><FinInstnId><BICFI>${escapeXml(p.bic)}</BICFI></FinInstnId></DbtrAgt>`,
  ].join('\n');
}

/** The creditor's elements in schema order: CdtrAgt, Cdtr, CdtrAcct. */
function creditor(p: SepaParty, indent: string): string {
  return [
    `${indent}<CdtrAgt><FinInstnId><BICFI>${escapeXml(p.bic)}</BICFI></FinInstnId></CdtrAgt>`,
    `${indent}<Cdtr><Nm>${escapeXml(sepaText(p.name, 70))}</Nm></Cdtr>`,
    `${indent}<CdtrAcct><Id><IBAN>${escapeXml(p.iban)}</IBAN></Id></CdtrAcct>`,
  ].join('\n');
}

export function sepaCreditTransferXml(file: SepaFile): string {
  const total = file.transfers.reduce((sum, t) => sum + t.amount, 0);
  const count = file.transfers.length;
  const transfers = file.transfers
    .map((t) =>
      [
        '      <CdtTrfTxInf>',
        `        <PmtId><EndToEndId>${escapeXml(sepaText(t.endToEndId, 35))}</EndToEndId></PmtId>`,
        `        <Amt><InstdAmt Ccy="EUR">${sepaAmount(t.amount)}</InstdAmt></Amt>`,
        creditor(t, '        '),
        `        <RmtInf><Ustrd>${escapeXml(sepaText(t.remittance, 140))}</Ustrd></RmtInf>`,
        '      </CdtTrfTxInf>',
      ].join('\n'),
    )
    .join('\n');
  const sum = count === 0 ? '0.00' : sepaAmount(total);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <CstmrCdtTrfInitn>',
    '    <GrpHdr>',
    `      <MsgId>${escapeXml(sepaText(file.messageId, 35))}</MsgId>`,
    `      <CreDtTm>${file.createdAt.slice(0, 19)}</CreDtTm>`,
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${sum}</CtrlSum>`,
    `      <InitgPty><Nm>${escapeXml(sepaText(file.debtor.name, 70))}</Nm></InitgPty>`,
    '    </GrpHdr>',
    '    <PmtInf>',
    `      <PmtInfId>${escapeXml(sepaText(file.messageId, 35))}</PmtInfId>`,
    '      <PmtMtd>TRF</PmtMtd>',
    `      <NbOfTxs>${count}</NbOfTxs>`,
    `      <CtrlSum>${sum}</CtrlSum>`,
    '      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
    `      <ReqdExctnDt><Dt>${file.executionDate}</Dt></ReqdExctnDt>`,
    debtor(file.debtor, '      '),
    '      <ChrgBr>SLEV</ChrgBr>',
    transfers,
    '    </PmtInf>',
    '  </CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
