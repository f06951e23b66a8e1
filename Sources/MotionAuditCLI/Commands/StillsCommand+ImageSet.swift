import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole directories (an asset catalog's image sets) so that a reader, or a run that is
/// interrupted, sees either the old directory or the new one, never a mix or nothing.
///
/// The new directory is written beside the old under a hidden name and swapped in with one
/// atomic exchange of names where the system has one (Linux `renameat2`, Darwin `renamex_np`);
/// elsewhere the old one is moved aside first and put back by the next run if the move in never
/// happened. A directory that already holds exactly the new files is left alone.
struct DirectoryReplacer {
  /// The steps of a replacement, for tests that stop a run part-way.
  enum Step: Sendable, Equatable {
    case wroteNewDirectory
    case movedOldAside
    case movedNewIn
  }

  enum Outcome: Sendable, Equatable {
    case created
    case replaced
    case unchanged
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Called after each step; a test throws from it to stop the run there.
  var afterStep: (Step) throws -> Void = { _ in }
  /// Whether to use an atomic exchange when the system has one.
  var usesExchange = true

  /// Makes `directory` hold exactly `files` (names to contents).
  func replace(_ directory: URL, with files: [String: Data]) throws -> Outcome {
    let manager = FileManager.default
    let parent = directory.deletingLastPathComponent()
    let name = directory.lastPathComponent
    let aside = parent.appendingPathComponent(".\(name).old")
    try recover(directory, aside: aside)
    if Self.holds(directory, exactly: files) { return .unchanged }
    let existed = manager.fileExists(atPath: directory.path)
    let staging = parent.appendingPathComponent(".\(name).new-\(getpid())")
    try? manager.removeItem(at: staging)
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
      for (file, data) in files.sorted(by: { $0.key < $1.key }) {
        try data.write(to: staging.appendingPathComponent(file))
      }
      try afterStep(.wroteNewDirectory)
      if !existed {
        try Self.rename(staging, to: directory)
        try afterStep(.movedNewIn)
        return .created
      }
      if usesExchange, Self.exchange(staging, directory) {
        try afterStep(.movedNewIn)
        try manager.removeItem(at: staging)
        return .replaced
      }
      try Self.rename(directory, to: aside)
      try afterStep(.movedOldAside)
      try Self.rename(staging, to: directory)
      try afterStep(.movedNewIn)
      try manager.removeItem(at: aside)
      return .replaced
    } catch {
      // Leave the old directory in place; only the hidden staging copy is removed.
      if manager.fileExists(atPath: directory.path) { try? manager.removeItem(at: staging) }
      throw error
    }
  }

  /// Puts back a directory an earlier run moved aside and never replaced, and removes what an
  /// earlier run left half-done.
  private func recover(_ directory: URL, aside: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: aside.path) {
      if manager.fileExists(atPath: directory.path) {
        try manager.removeItem(at: aside)
      } else {
        try Self.rename(aside, to: directory)
      }
    }
    let parent = directory.deletingLastPathComponent()
    let prefix = ".\(directory.lastPathComponent).new-"
    for leftover in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    where leftover.hasPrefix(prefix) {
      try? manager.removeItem(at: parent.appendingPathComponent(leftover))
    }
  }

  /// Whether `directory` holds these files and nothing else.
  static func holds(_ directory: URL, exactly files: [String: Data]) -> Bool {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path),
      Set(names) == Set(files.keys)
    else { return false }
    return files.allSatisfy { name, data in
      (try? Data(contentsOf: directory.appendingPathComponent(name))) == data
    }
  }

  private static func rename(_ source: URL, to destination: URL) throws {
    guard Foundation.rename(source.path, destination.path) == 0 else {
      throw Failure(
        description: "could not move \(source.path) to \(destination.path): "
          + String(cString: strerror(errno)))
    }
  }

  /// Swaps two paths' names in one step; false where the system or file system cannot.
  private static func exchange(_ first: URL, _ second: URL) -> Bool {
    #if canImport(Darwin)
      return renamex_np(first.path, second.path, UInt32(RENAME_SWAP)) == 0
    #elseif canImport(Glibc)
      typealias RenameAt2 =
        @convention(c) (
          Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        return false
      }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
      return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, exchangeFlag) == 0
    #else
      return false
    #endif
  }
}
