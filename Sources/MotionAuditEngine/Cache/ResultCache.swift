import Foundation
import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Audit results of earlier runs, so a file that did not change is not parsed again.
///
/// **Key.** An entry is found by a ``ContentHash`` of the file's bytes, the fingerprint of the
/// effective settings (enabled rules, severities, signals: ``fingerprint(of:)``) and the file's
/// reported path (a result names its file). The file as a whole belongs to one build of the tool
/// (``currentToolIdentity``: the version and the executable's size and date, so a rebuilt tool
/// does not trust results of its previous build); another build's file is ignored.
///
/// **Robustness.** Loading never fails: a missing file is an empty cache; a truncated, corrupt,
/// foreign or other-version file is ignored (the reason is kept in ``AuditStatistics``) and
/// rebuilt at the end of the run. Nothing is trusted before the checksum matches, and no length
/// in the file is believed beyond the bytes present. Saving writes a new file beside the old one
/// and renames it over it, so readers — including a concurrent run — see the old file or the new
/// one, never a mix; when two runs save at once, the last rename wins.
///
/// **Size.** A save keeps only the entries this run used or added, so the file tracks the current
/// sources and does not grow with their history. A file the pre-filter rules out is stored as
/// having nothing found (21 bytes): once its content is known, the next run reads it for its
/// hash alone, neither validating nor scanning it again.
///
/// Lookups and stores are safe from the run's workers.
package final class ResultCache: @unchecked Sendable {
  /// The cache file.
  package let path: String
  /// Which build of the tool the file belongs to.
  package let toolIdentity: String

  private let lock = NSLock()
  private var loaded: [ContentHash: CacheFileFormat.Payload] = [:]
  /// The entries the next save writes: those used by this run, and the new ones.
  private var kept: [ContentHash: CacheFileFormat.Payload] = [:]
  private var addedCount = 0
  private var mustRewrite = false
  /// The files this run audits, by path, for the next run (``auditedFiles()``).
  private var auditedThisRun: [String: AuditedFile] = [:]
  /// The paths of ``auditedFiles()``, once asked.
  private var auditedPaths: Set<String>?

  package init(path: String, toolIdentity: String = ResultCache.currentToolIdentity) {
    self.path = path
    self.toolIdentity = toolIdentity
  }

  /// The cache file for runs described by `scope` (the directory and paths audited) inside
  /// `directory`: each project keeps its own file.
  package static func path(inDirectory directory: String, scope: String) -> String {
    let name = String(ContentHash(of: scope).description.prefix(20))
    return (directory.hasSuffix("/") ? directory : directory + "/") + name + ".cache"
  }

  // MARK: Loading

  /// Reads the cache file. Never throws: see the type's discussion.
  @discardableResult
  package func load() -> AuditStatistics.CacheLoad {
    var status = stat()
    guard stat(path, &status) == 0 else { return .absent }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return ignore("not a regular file")
    }
    guard Int(status.st_size) <= CacheFileFormat.maximumFileSize else {
      return ignore("larger than \(CacheFileFormat.maximumFileSize >> 20) MB")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystemSourceReader().read(path)
    } catch {
      return ignore("could not be read: \(error.reason)")
    }
    do {
      let entries = try CacheFileFormat.decode(bytes, toolIdentity: toolIdentity)
      lock.withLock { loaded = entries }
      return .loaded(entries: entries.count)
    } catch {
      return ignore(error.reason)
    }
  }

  private func ignore(_ reason: String) -> AuditStatistics.CacheLoad {
    lock.withLock { mustRewrite = true }
    return .ignored(reason: reason)
  }

  // MARK: Keys

  /// The key of `bytes` audited as `file` with settings of fingerprint `settingsFingerprint`.
  package static func key(file: String, bytes: [UInt8], settingsFingerprint: ContentHash)
    -> ContentHash
  {
    key(file: file, content: ContentHash(of: bytes), settingsFingerprint: settingsFingerprint)
  }

  /// The key of a file with content `content` audited as `file` with settings (and project
  /// facts) of fingerprint `settingsFingerprint`.
  package static func key(file: String, content: ContentHash, settingsFingerprint: ContentHash)
    -> ContentHash
  {
    ContentHash(of: content.bytes + settingsFingerprint.bytes + Array(file.utf8))
  }

  /// The key of the project-wide facts of a file with content `content`, read with the
  /// configured signals of fingerprint `signalsFingerprint`. Facts do not name their file, so
  /// equal files share an entry.
  package static func factsKey(content: ContentHash, signalsFingerprint: ContentHash) -> ContentHash
  {
    ContentHash(of: content.bytes + signalsFingerprint.bytes, seed: factsSeed)
  }

  /// Keeps fact keys apart from result keys.
  private static let factsSeed: UInt64 = 0x6661_6374_7331

  /// A stable fingerprint of everything in `settings`: the same settings give the same
  /// fingerprint in every run and on every machine (the JSON encoding with sorted keys is hashed,
  /// so a field added to the settings is covered without touching this).
  package static func fingerprint(of settings: AuditSettings) -> ContentHash {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let data = try? encoder.encode(settings) {
      return ContentHash(of: [UInt8](data))
    }
    return ContentHash(of: String(reflecting: settings))
  }

  // MARK: Lookups

  /// The cached result for `key` (a key made for `file`), if there is a usable one: one whose
  /// questions to the project facts (if it asked any) still get the same answers from `facts`.
  package func result(for key: ContentHash, file: String, facts: ProjectFacts = .empty)
    -> FileAuditResult?
  {
    let payload: CacheFileFormat.Payload? = lock.withLock {
      guard let payload = loaded[key] else { return nil }
      kept[key] = payload
      return payload
    }
    switch payload {
    case nil:
      return nil
    case .nothingFound:
      return FileAuditResult(file: file)
    case .encoded(let bytes):
      guard let entry = try? CacheCoding.decode(CachedAudit.self, from: bytes) else {
        // Checksummed yet not decodable: written by a tool whose result type differed. A miss.
        lock.withLock {
          kept[key] = nil
          mustRewrite = true
        }
        return nil
      }
      if let dependencies = entry.dependencies, !dependencies.hold(in: facts) {
        // Facts this result relied on changed: audit again (and replace the entry).
        lock.withLock { kept[key] = nil }
        return nil
      }
      return entry.result
    }
  }

  /// Whether the cache holds an entry for `key` (a result key), whatever it holds.
  package func holdsResult(for key: ContentHash) -> Bool {
    lock.withLock { loaded[key] != nil }
  }

  /// Records `result` under `key` for the next save, with the project facts it relied on.
  package func store(
    _ result: FileAuditResult, dependencies: FactDependencies? = nil, for key: ContentHash
  ) {
    let payload: CacheFileFormat.Payload
    let dependencies = dependencies.flatMap { $0.names.isEmpty ? nil : $0 }
    if result == FileAuditResult(file: result.file), dependencies == nil {
      payload = .nothingFound
    } else if let bytes = try? CacheCoding.encode(
      CachedAudit(result: result, dependencies: dependencies))
    {
      payload = .encoded(bytes)
    } else {
      return
    }
    lock.withLock {
      kept[key] = payload
      addedCount += 1
    }
  }

  /// The cached project-wide facts for `key` (see ``factsKey(content:signalsFingerprint:)``).
  package func facts(for key: ContentHash) -> DeclarationFacts? {
    let payload: CacheFileFormat.Payload? = lock.withLock {
      guard let payload = loaded[key] else { return nil }
      kept[key] = payload
      return payload
    }
    switch payload {
    case nil: return nil
    case .nothingFound: return DeclarationFacts()
    case .encoded(let bytes):
      return try? CacheCoding.decode(DeclarationFacts.self, from: bytes)
    }
  }

  /// Records a file's project-wide facts under `key` for the next save.
  package func store(_ facts: DeclarationFacts, for key: ContentHash) {
    let payload: CacheFileFormat.Payload
    if facts.isEmpty {
      payload = .nothingFound
    } else if let bytes = try? CacheCoding.encode(facts) {
      payload = .encoded(bytes)
    } else {
      return
    }
    lock.withLock {
      kept[key] = payload
      addedCount += 1
    }
  }

  // MARK: Files known by their status

  /// What a run read from a file: its content's hash, and whether it declares tests (`nil` when
  /// the run did not ask).
  package struct KnownFile: Sendable, Hashable {
    package var content: ContentHash
    package var declaresTests: Bool?

    package init(content: ContentHash, declaresTests: Bool?) {
      self.content = content
      self.declaresTests = declaresTests
    }
  }

  /// What an earlier run read from the file at `path` when the file had status `status`: so a
  /// file whose status is unchanged need not be read again (see ``FileStatus``).
  package func knownFile(at path: String, status: FileStatus) -> KnownFile? {
    let key = Self.statusKey(path: path, status: status)
    let payload: CacheFileFormat.Payload? = lock.withLock {
      guard let payload = loaded[key] else { return nil }
      kept[key] = payload
      return payload
    }
    guard case .encoded(let bytes) = payload, bytes.count == 17, bytes[16] <= 2 else {
      return nil
    }
    let content = ContentHash(
      high: CacheFileFormat.uint64(bytes, at: 8), low: CacheFileFormat.uint64(bytes, at: 0))
    return KnownFile(content: content, declaresTests: bytes[16] == 2 ? nil : bytes[16] == 1)
  }

  /// Records what this run read from the file at `path` with status `status`, for the next save.
  /// The caller records only a status settled before the run began
  /// (``FileStatus/isSettled(before:)``).
  package func record(_ known: KnownFile, at path: String, status: FileStatus) {
    let key = Self.statusKey(path: path, status: status)
    let flag: UInt8 = known.declaresTests.map { $0 ? 1 : 0 } ?? 2
    let payload = CacheFileFormat.Payload.encoded(known.content.bytes + [flag])
    lock.withLock {
      kept[key] = payload
      if loaded[key] != payload { addedCount += 1 }
    }
  }

  private static func statusKey(path: String, status: FileStatus) -> ContentHash {
    ContentHash(of: status.bytes + Array(path.utf8), seed: statusSeed)
  }

  /// Keeps status keys apart from result and fact keys.
  private static let statusSeed: UInt64 = 0x7374_6174_7573_31

  // MARK: Files a run audited

  /// A file the pre-filter passed, so a run audited it (or took its result from the cache): its
  /// path, its size, and a digest of its status then. A file whose status has changed since is
  /// the one to parse first (``ParseAhead``).
  package struct AuditedFile: Sendable, Hashable {
    package var path: String
    package var size: Int
    package var statusDigest: ContentHash

    package init(path: String, status: FileStatus) {
      self.path = path
      size = status.size
      statusDigest = ContentHash(of: status.bytes)
    }

    fileprivate init(path: String, size: Int, statusDigest: ContentHash) {
      self.path = path
      self.size = size
      self.statusDigest = statusDigest
    }

    /// Whether `status` differs from the one the file had then.
    package func hasChanged(to status: FileStatus) -> Bool {
      ContentHash(of: status.bytes) != statusDigest
    }
  }

  /// The files audited by the run that wrote the cache file, in path order; none when it holds
  /// no such list or an unreadable one.
  package func auditedFiles() -> [AuditedFile] {
    let payload = lock.withLock { loaded[Self.auditedFilesKey] }
    guard case .encoded(let bytes) = payload else { return [] }
    var reader = CacheByteReader(bytes: bytes)
    let files = try? reader.list { reader throws(CacheFileFormat.Rejection) in
      let path = try reader.string()
      let size = Int(truncatingIfNeeded: try reader.int64())
      return AuditedFile(path: path, size: size, statusDigest: try reader.contentHash())
    }
    guard let files, reader.remaining == 0 else { return [] }
    return files
  }

  /// Whether the file at `path` is among ``auditedFiles()``.
  package func wasAudited(_ path: String) -> Bool {
    if let paths = lock.withLock({ auditedPaths }) { return paths.contains(path) }
    let paths = Set(auditedFiles().map(\.path))
    lock.withLock { auditedPaths = paths }
    return paths.contains(path)
  }

  /// Notes that this run audits `file`, for the next run.
  package func noteAudited(_ file: AuditedFile) {
    lock.withLock { auditedThisRun[file.path] = file }
  }

  /// The list of audited files, under a key no content can have.
  private static let auditedFilesKey = ContentHash(
    of: Array("audited files".utf8), seed: statusSeed)

  /// The files this run audited, encoded, in path order so that an unchanged list gives the
  /// same bytes.
  private func auditedFilesPayload() -> CacheFileFormat.Payload? {
    guard !auditedThisRun.isEmpty else { return nil }
    var writer = CacheByteWriter()
    writer.write(
      auditedThisRun.values.sorted { $0.path < $1.path },
      each: { writer, file in
        writer.write(file.path)
        writer.write(Int64(file.size))
        writer.write(file.statusDigest)
      })
    return .encoded(writer.bytes)
  }

  /// A cached result and what it asked of the project facts.
  private struct CachedAudit: Codable {
    var result: FileAuditResult
    var dependencies: FactDependencies?
  }

  // MARK: Saving

  /// Writes the entries used or added by this run, atomically; leaves the file alone when nothing
  /// changed. Never throws: a cache that cannot be written is reported, and the run goes on.
  @discardableResult
  package func save() -> AuditStatistics.CacheSave {
    let (entries, changed) = lock.withLock {
      if let payload = auditedFilesPayload() {
        kept[Self.auditedFilesKey] = payload
        if loaded[Self.auditedFilesKey] != payload { addedCount += 1 }
      }
      return (kept, mustRewrite || addedCount > 0 || kept.count != loaded.count)
    }
    guard changed else { return .unchanged }
    let sorted = entries.sorted { ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low) }
    let bytes = CacheFileFormat.encode(
      toolIdentity: toolIdentity, entries: sorted.lazy.map { (key: $0.key, payload: $0.value) })
    do {
      try Self.writeAtomically(bytes, to: path)
    } catch {
      return .failed(reason: error.reason)
    }
    lock.withLock {
      loaded = entries
      addedCount = 0
      mustRewrite = false
    }
    return .written(entries: entries.count)
  }

  /// Writes a temporary file beside `path` (created exclusively, so no existing file or link is
  /// followed) and renames it over `path`.
  private static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ReadError) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw ReadError(reason: "cannot create \(directory): \(error.localizedDescription)")
    }
    let temporary = "\(path).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw ReadError(reason: systemReason()) }
    var written = 0
    let failure: String? = bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return systemReason()
        }
        written += count
      }
      return nil
    }
    close(descriptor)
    if let failure {
      unlink(temporary)
      throw ReadError(reason: failure)
    }
    guard rename(temporary, path) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw ReadError(reason: reason)
    }
  }

  // MARK: Location and identity

  /// Where results are cached by default: `$XDG_CACHE_HOME/motion-audit` (or
  /// `~/.cache/motion-audit`) on Linux, `~/Library/Caches/motion-audit` on macOS; `nil` when the
  /// environment names no home.
  package static func defaultDirectory(environment: [String: String]) -> String? {
    #if os(macOS)
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return home + "/Library/Caches/motion-audit"
    #else
      if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
        return base + "/motion-audit"
      }
      guard let home = environment["HOME"], !home.isEmpty else { return nil }
      return home + "/.cache/motion-audit"
    #endif
  }

  /// This build of the tool: its version, and the size and modification time of the running
  /// executable, so results of another build (which may find other things) are not reused.
  package static let currentToolIdentity: String = {
    var identity = "motion-audit \(MotionAuditVersion.current)"
    let executable =
      FileManager.default.fileExists(atPath: "/proc/self/exe")
      ? "/proc/self/exe" : Bundle.main.executablePath
    if let executable, let status = FileStatus.of(path: executable) {
      identity +=
        " (\(status.size) bytes, \(status.modified.seconds).\(status.modified.nanoseconds))"
    }
    return identity
  }()
}

private func systemReason() -> String {
  String(cString: strerror(errno))
}
