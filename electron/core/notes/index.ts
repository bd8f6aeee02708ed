export { NoteError, createNote, deleteNote, listNotes, noteView, updateNote } from './notes';
