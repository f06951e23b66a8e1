/// A file the audit did not check, and why.
package struct SkippedFile: Sendable, Hashable, Codable {
  /// Why a file was skipped; the raw value is the `kind` in JSON reports.
  package enum Kind: String, Sendable, Hashable, Codable {
    /// The bytes are not UTF-8.
    case notUTF8 = "not-utf8"
    /// The file holds NUL bytes: a binary file with a `.swift` name.
    case binary
    /// The file could not be read (permissions, I/O error); the run exits with code 3.
    case unreadable
    /// A symbolic link that leads outside the audited tree, or nowhere.
    case symbolicLink = "symbolic-link"
    /// A project file (Info.plist, asset catalog entry, animation file) that cannot be read as
    /// its format; the reason names the position.
    case malformed
    /// A Swift file larger than ``SourceLimits/maximumSourceSize``, or any file larger than the
    /// reader reads (``FileSystemSourceReader/defaultMaximumSize``).
    case tooLarge = "too-large"
    /// A Swift file nested deeper than the parser goes (``SourceLimits/maximumNestingLevel``):
    /// the parser keeps the rest of the file as unexpected text, so none of it could be audited.
    case tooDeep = "too-deep"
  }

  package var file: String
  package var kind: Kind
  /// A sentence for people, naming the position where it applies.
  package var reason: String

  package init(file: String, kind: Kind, reason: String) {
    self.file = file
    self.kind = kind
    self.reason = reason
  }
}
