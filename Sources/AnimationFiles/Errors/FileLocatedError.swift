/// Where in a file a problem is, written the way compilers write it: `file:line:column` for text
/// people edit, `file, byte N` for files read as bytes.
///
/// An archive entry follows its archive (`intro.lottie › animations/a.json`) and a JSON key path
/// follows the position (`(at markers[0].tm)`); what is unknown is left out.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
  /// A place within the file.
  public enum Position: Sendable, Hashable {
    /// 1-based; the column, in characters, when known.
    case line(Int, column: Int?)
    /// From the start of the file, or of an archive entry's inflated bytes.
    case byteOffset(Int)
  }

  public var file: String
  /// The archive entry, for a file inside an archive.
  public var entry: String?
  public var position: Position?
  /// The JSON key path of the value in question.
  public var keyPath: String?

  public init(
    file: String, entry: String? = nil, position: Position? = nil, keyPath: String? = nil
  ) {
    self.file = file
    self.entry = entry
    self.position = position
    self.keyPath = keyPath
  }

  /// `file:line:column`, `file:line`, `file › entry, byte N (at key.path)`, or `file`.
  public var description: String {
    var text = file
    if let entry { text += " › \(entry)" }
    switch position {
    case .line(let line, let column)?: text += ":\(line)" + (column.map { ":\($0)" } ?? "")
    case .byteOffset(let offset)?: text += ", byte \(offset)"
    case nil: break
    }
    if let keyPath { text += " (at \(keyPath))" }
    return text
  }
}

/// An error about a place in a file, printed `location: reason` by every reader of the package:
/// a configuration, a baseline and an animation file report their problems in one shape.
public protocol FileLocatedError: Error, CustomStringConvertible {
  /// The file and, where known, the place in it.
  var location: FileLocation { get }
  /// What is wrong, as printed after the location.
  var reasonDescription: String { get }
}

extension FileLocatedError {
  /// `location: reason`, such as `.motion-audit.json:1:3: not valid JSON: …`.
  public var description: String { "\(location): \(reasonDescription)" }
}
