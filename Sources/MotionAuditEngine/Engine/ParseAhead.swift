import Foundation
import MotionAuditSources
import SwiftSyntax

/// Parses, on a thread of its own while the files are being discovered, the files the last run
/// audited whose status has changed since (``ResultCache/auditedFiles()``).
///
/// After an edit, the edited file is the one file to parse, and its parse is most of the run:
/// started before the discovery of the other files ends, it no longer waits for it. The files
/// are parsed largest first, within ``byteBudget``. A worker that reaches a file asks for its
/// tree (``tree(for:bytes:)``): it waits for a parse under way, takes a finished one when the
/// bytes are the ones it read, and otherwise parses the file itself; a file asked for before its
/// parse began is left to the worker, so no file is parsed twice at once.
final class ParseAhead: @unchecked Sendable {
  /// How much source is parsed ahead: about ten times as much is held in trees.
  static let byteBudget = 1 << 20

  private enum State {
    /// To be parsed ahead.
    case waiting
    case parsing
    case parsed(bytes: [UInt8], tree: SourceFileSyntax?)
    /// Left to the workers: asked for, or the run is past the files' first reading.
    case left
  }

  private let condition = NSCondition()
  private var states: [String: State] = [:]
  /// Whether the files to parse ahead are known: until then, a worker asking waits. (They are
  /// known right after the cache loads, which the workers wait for anyway.)
  private var isListed = false
  private var isFinished = false

  private init() {}

  /// Starts parsing ahead the files of `cache` (once it is loaded) whose status `reader` finds
  /// changed.
  static func start(
    after cache: AuditThread.Pending<FileBatchAuditor.LoadedCache>, reader: some SourceReading
  ) -> ParseAhead {
    let ahead = ParseAhead()
    _ = AuditThread.start {
      ahead.parse(ahead.changedFiles(of: cache.wait().cache, reader: reader), reader: reader)
    }
    return ahead
  }

  /// The paths of the files `cache` lists as audited whose status has changed, largest first,
  /// within the budget. A file without a status now (removed, or a reader that cannot tell) is
  /// not among them.
  private func changedFiles(of cache: ResultCache, reader: some SourceReading) -> [String] {
    var budget = Self.byteBudget
    var paths: [String] = []
    for file in cache.auditedFiles().sorted(by: { ($0.size, $1.path) > ($1.size, $0.path) }) {
      guard let status = reader.status(of: file.path), file.hasChanged(to: status),
        status.size <= budget
      else { continue }
      budget -= status.size
      paths.append(file.path)
    }
    return paths
  }

  private func parse(_ paths: [String], reader: some SourceReading) {
    // The first file is claimed as the files are listed: a worker asking for it waits for it.
    let first: String? = condition.withLock {
      defer {
        isListed = true
        condition.broadcast()
      }
      guard !isFinished, let first = paths.first else { return nil }
      for path in paths { states[path] = .waiting }
      states[first] = .parsing
      return first
    }
    for path in paths {
      if path != first {
        let claimed: Bool = condition.withLock {
          guard case .waiting = states[path] else { return false }
          states[path] = .parsing
          return true
        }
        guard claimed else { continue }
      }
      let bytes = (try? reader.read(path)) ?? []
      var clock: PhaseClock?
      var tree: SourceFileSyntax?
      // A file too deep or with too long a bracket run is left for the worker to report.
      if !bytes.isEmpty, FileAuditor.validationFailure(file: path, bytes: bytes) == nil,
        case .parsed(let parsed) = FileAuditor.parse(file: path, bytes: bytes, clock: &clock)
      {
        tree = parsed
      }
      condition.withLock {
        states[path] = isFinished ? .left : .parsed(bytes: bytes, tree: tree)
        condition.broadcast()
      }
    }
  }

  /// The tree of the file at `path` parsed ahead from `bytes`, waiting for its parse if it is
  /// under way; `nil` when the worker is to parse the file itself.
  func tree(for path: String, bytes: [UInt8]) -> SourceFileSyntax? {
    condition.withLock {
      while !isListed { condition.wait() }
      while case .parsing = states[path] { condition.wait() }
      defer { states[path] = .left }
      guard case .parsed(let parsedBytes, let tree) = states[path], parsedBytes == bytes else {
        return nil
      }
      return tree
    }
  }

  /// Ends parsing ahead once every file has been parsed: the trees not asked for are let go,
  /// and the files not parsed yet are left alone.
  func finish() {
    condition.withLock {
      isFinished = true
      states.removeAll()
    }
  }
}
