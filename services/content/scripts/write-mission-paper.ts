// Writes assets/mission-paper.pdf, the mission paper the about page opens through a signed link.
// Run after changing the text: npm run write:mission-paper -w @agency/content
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const output = fileURLToPath(new URL('../assets/mission-paper.pdf', import.meta.url));

const brand = '#b3261e';
const ink = '#1f2933';
const muted = '#52606d';

/** The profit split, as the about page's chart shows it. */
const profitSplit = [
  { label: 'Student Pay', percent: 30, colour: '#b3261e' },
  { label: 'Local Ventures', percent: 40, colour: '#2f855a' },
  { label: 'Company Growth', percent: 30, colour: '#2b6cb0' },
];

const sections: Array<{ heading: string; paragraphs: string[] }> = [
  {
    heading: 'Our mission',
    paragraphs: [
      'Maple Builders exists to help the small businesses of Edmonton, Alberta sell more, and to give the students of our local universities real work that counts toward their careers. We believe those two goals belong together: a bakery, a dental clinic or a family hardware store needs the same websites, social media and search visibility that large companies buy, and students learn fastest when a real owner is counting on them.',
      'Everything we build is for a business we can walk to. We measure ourselves by the sales our clients make, the pay our students take home, and the money that stays in our community.',
    ],
  },
  {
    heading: 'Student teams, senior standards',
    paragraphs: [
      'Each client is served by a small team of students — a project lead, a designer or developer, and a content writer — who commit 10 to 15 hours a week for a term. Students apply through our workshop, are matched to work that fits their program, and are paid for client work.',
      'A senior reviewer signs off on every site, campaign and chatbot before it goes live. Students own the work and the client relationship; the reviewer makes sure the result is accessible, fast, secure and true to the brand.',
    ],
  },
  {
    heading: 'How we work with a business',
    paragraphs: [
      'We start with a free strategy call about where the business is today: just starting, growing a team, behind the competition, facing heavy competition, or staying at the top. From there we propose the smallest piece of work that can move sales, with a price agreed up front and in writing.',
      'Owners can try a new website free for seven days, with no credit card required, and pay for hosting only once they approve it. Monthly plans start at $19 a month, and no client is locked into a long contract: we keep clients by earning them every month.',
    ],
  },
  {
    heading: 'Where the money goes',
    paragraphs: [
      'We publish how every dollar of profit is shared, because our clients and students deserve to know. Student Pay (30%) goes to the students on client teams, on top of their hourly pay, as a share of what their work earns. Local Ventures (40%) is reinvested in Edmonton: free websites for new businesses, grants to student founders, and sponsorship of community events. Company Growth (30%) pays for the tools, training and senior reviewers that let us serve more businesses well.',
    ],
  },
  {
    heading: 'Our commitments',
    paragraphs: [
      'We answer every strategy-call and proposal request within 24 hours and every student application within 48 hours. We protect the personal information of clients and their customers under Canada’s Personal Information Protection and Electronic Documents Act, and we never sell it. We build websites that meet accessibility guidelines, and we hand every client the keys to their own domain, content and accounts.',
      'If we fall short of these commitments, we want to hear about it: write to team@maplebuilders.ca.',
    ],
  },
];

const doc = new PDFDocument({
  size: 'LETTER',
  margins: { top: 72, bottom: 72, left: 72, right: 72 },
  info: {
    Title: 'Maple Builders Mission Paper',
    Author: 'Maple Builders',
    Subject: 'Our mission, how our student teams work with local small businesses, and how we share our profit',
    CreationDate: new Date('2025-01-15T00:00:00Z'),
  },
});
doc.pipe(createWriteStream(output));

doc.fillColor(brand).font('Helvetica-Bold').fontSize(26).text('Maple Builders');
doc.fillColor(ink).font('Helvetica').fontSize(16).text('Mission Paper');
doc.moveDown(0.3);
doc
  .fillColor(muted)
  .fontSize(11)
  .text('Home to Canada’s best business builders — Edmonton, Alberta, founded 2023', { oblique: true });
doc.moveDown(1.2);

function drawProfitSplit(): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  // The chart stays in one piece: it starts a page of its own when the rest of this one is too short.
  if (doc.y + 20 * profitSplit.length + 10 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  let top = doc.y + 4;
  for (const share of profitSplit) {
    doc.fillColor(ink).font('Helvetica').fontSize(10).text(`${share.label} ${share.percent}%`, left, top, { lineBreak: false });
    doc.rect(left + 130, top - 1, ((width - 130) * share.percent) / 100, 12).fill(share.colour);
    top += 20;
  }
  doc.x = left;
  doc.y = top + 6;
}

for (const section of sections) {
  doc.fillColor(brand).font('Helvetica-Bold').fontSize(14).text(section.heading);
  doc.moveDown(0.4);
  for (const paragraph of section.paragraphs) {
    doc.fillColor(ink).font('Helvetica').fontSize(11).text(paragraph, { align: 'left', lineGap: 2 });
    doc.moveDown(0.6);
  }
  if (section.heading === 'Where the money goes') drawProfitSplit();
  doc.moveDown(0.6);
}

doc.fillColor(muted).fontSize(9).text('Maple Builders · Edmonton, Alberta · team@maplebuilders.ca');
doc.end();
