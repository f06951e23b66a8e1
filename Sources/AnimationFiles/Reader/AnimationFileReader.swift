import Foundation

/// A file read by `AnimationFileReader`, by format.
public enum AnimationFile: Sendable, Equatable {
  case lottie(LottieAnimation)
  case dotLottie(DotLottieArchive)
  case rive(RiveFile)
}

/// The entry point for reading any supported animation file.
///
/// ```swift
/// let file = try AnimationFileReader.read(contentsOf: url)
/// let file = try AnimationFileReader.read(data, fileName: "intro.riv")
/// ```
///
/// The format is decided by content first (`RIVE`, a ZIP signature, or JSON text) and by the
/// name's extension (`.riv`, `.lottie`, `.json`) when the content is none of those, so a damaged
/// file still gets the error of the format it claims to be. To read one format only, use
/// `LottieAnimation(data:fileName:)`, `DotLottieArchive(data:fileName:)` or
/// `RiveFile(data:fileName:)`.
public enum AnimationFileReader {
  /// The formats the reader recognises.
  public enum Format: Sendable, Equatable {
    case lottie
    case dotLottie
    case rive
  }

  /// Reads a file from disk, refusing files larger than `limits.maximumFileSize`.
  ///
  /// Errors name the file by its last path component.
  public static func read(
    contentsOf url: URL, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) -> AnimationFile {
    let fileName = url.lastPathComponent
    let data: Data
    do {
      let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
      guard size <= limits.maximumFileSize else {
        throw AnimationFileError(fileName: fileName, offset: nil, reason: .limitExceeded(.fileSize))
      }
      data = try Data(contentsOf: url, options: .mappedIfSafe)
    } catch let error as AnimationFileError {
      throw error
    } catch {
      throw AnimationFileError(
        fileName: fileName, offset: nil, reason: .unreadable(error.localizedDescription))
    }
    return try read(data, fileName: fileName, limits: limits)
  }

  /// Reads a file's bytes, choosing the reader by content and then by `fileName`'s extension.
  ///
  /// - Parameters:
  ///   - data: The whole file.
  ///   - fileName: The name errors report the file under; its extension is a hint only.
  ///   - limits: Bounds for archives and JSON.
  public static func read(
    _ data: Data, fileName: String, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) -> AnimationFile {
    guard let format = format(of: data, fileName: fileName) else {
      throw AnimationFileError(fileName: fileName, offset: 0, reason: .unrecognizedFormat)
    }
    switch format {
    case .lottie:
      return .lottie(try LottieAnimation(data: data, fileName: fileName, limits: limits))
    case .dotLottie:
      return .dotLottie(try DotLottieArchive(data: data, fileName: fileName, limits: limits))
    case .rive:
      return .rive(try RiveFile(data: data, fileName: fileName))
    }
  }

  /// The format `read` would use for these bytes and name, or nil if it recognises neither.
  public static func format(of data: Data, fileName: String) -> Format? {
    let head = [UInt8](data.prefix(4))
    if head == Array("RIVE".utf8) { return .rive }
    if head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06] { return .dotLottie }
    let text = data.prefix(1024).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if text.first == UInt8(ascii: "{") { return .lottie }
    switch pathExtension(of: fileName) {
    case "riv": return .rive
    case "lottie": return .dotLottie
    case "json": return .lottie
    default: return nil
    }
  }

  /// The lower-cased extension of a name's last component, worked out from the text alone (a
  /// `URL` would ask the file system).
  private static func pathExtension(of fileName: String) -> String {
    let lastComponent = fileName.split(separator: "/").last ?? ""
    guard let dot = lastComponent.lastIndex(of: "."), dot != lastComponent.startIndex else {
      return ""
    }
    return lastComponent[lastComponent.index(after: dot)...].lowercased()
  }
}
