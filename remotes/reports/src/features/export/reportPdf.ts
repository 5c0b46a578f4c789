// A report as a PDF (docs/product/reports.md#exports): the clinic's header (@vet/shared-ui/pdf), the
// report's name, the choice that made it, and a table of each group of figures. jspdf and
// jspdf-autotable are imported here only, when «Exportar PDF» is clicked, so no screen's start-up loads them.
import { drawPdfFooter, drawPdfHeader, PDF_MARGIN, type PdfClinic } from '@vet/shared-ui/pdf';
import { saveFile } from '@vet/shared-ui/download';
import { reportFileName, shownCell, type ReportDocument } from './reportTables';

export async function createReportPdf(report: ReportDocument, clinic: PdfClinic | null) {
  const [{ jsPDF: JsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  // The activity's nine figures a row fit across a landscape page.
  const wide = report.tables.some((table) => table.head.length > 6);
  const doc = new JsPDF({ unit: 'mm', format: 'a4', orientation: wide ? 'landscape' : 'portrait' });
  const width = doc.internal.pageSize.getWidth();
  const lastY = () => (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 0;

  const headerEnd = drawPdfHeader(doc, clinic);
  doc.setFontSize(13);
  doc.text(report.title, width / 2, headerEnd + 8, { align: 'center' });
  autoTable(doc, {
    startY: headerEnd + 12,
    theme: 'plain',
    styles: { fontSize: 9, cellPadding: 0.8 },
    body: report.choice,
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 40 } },
    margin: { left: PDF_MARGIN, right: PDF_MARGIN },
  });
  for (const table of report.tables) {
    doc.setFontSize(11);
    const top = lastY() + 8;
    doc.text(table.title, PDF_MARGIN, top);
    autoTable(doc, {
      startY: top + 2,
      head: [table.head],
      body: table.rows.map((row) => row.map(shownCell)),
      styles: { fontSize: 8 },
      columnStyles: {
        // The period's or the person's name on one line: «Semana del 01/11/2026».
        0: { cellWidth: 42 },
        ...Object.fromEntries(table.head.slice(1).map((_, i) => [i + 1, { halign: 'right' as const }])),
      },
      margin: { left: PDF_MARGIN, right: PDF_MARGIN },
    });
  }
  drawPdfFooter(doc, 'Reporte generado con');
  return doc;
}

/** Saves the report's PDF. */
export async function downloadReportPdf(report: ReportDocument, clinic: PdfClinic | null): Promise<void> {
  const doc = await createReportPdf(report, clinic);
  saveFile(doc.output('blob'), reportFileName(report, 'pdf'));
}
