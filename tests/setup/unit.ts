// Real IndexedDB semantics for unit tests that touch Dexie.
import 'fake-indexeddb/auto'
