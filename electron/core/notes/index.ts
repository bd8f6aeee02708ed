export { citeAnchor, QUOTE_MAX_CHARS } from './citation';
export { NoteError, createNote, deleteNote, listNotes, noteView, updateNote } from './notes';
