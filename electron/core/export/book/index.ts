/** A lender's book exported (issue 26 item 6): the book in one PDF, workbook or CSV file, or the digest of what changed since a day. */
export { buildBookExportModel, type BookExportModel } from './book-model';
export { buildBookWorkbook } from './book-files';
export { bookTables } from './book-tables';
export { type BookExportFormat, bookExportFileName, runBookExport } from './run-book-export';
