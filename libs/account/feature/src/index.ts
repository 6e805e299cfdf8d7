export { VerificationPage, latestDocuments } from './lib/verification/VerificationPage';
export { DocumentUpload, type DocumentUploadProps } from './lib/verification/DocumentUpload';
export { fileProblem, uploadMimeOf, readAsBase64, type FileProblem } from './lib/verification/fileRules';
export { getDocuments, documentsQueryOptions, useDocuments } from './api/get-documents';
export { getDocumentLabels, documentLabelsQueryOptions, useDocumentLabels } from './api/get-document-labels';
export { uploadDocument, useUploadDocument, UPLOAD_TIMEOUT_MS } from './api/upload-document';
export { HistoryPage } from './lib/history/HistoryPage';
export { historyFiltersOf, historyQueryOf, historySearchOf, HISTORY_PAGE_SIZE } from './lib/history/historyQuery';
export { getTransactions, transactionsQueryOptions, useTransactions } from './api/get-transactions';
