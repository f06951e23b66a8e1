import Foundation

/// The whole JSON tree of one Lottie animation, with the images a dotLottie archive holds beside
/// it: what a tool that reads every layer (the still renderer) needs, within the package.
package struct LottieDocument: Sendable {
  /// The name errors report the file under.
  package let fileName: String
  /// The dotLottie animation's id, or nil for a plain Lottie JSON file.
  package let animationID: String?
  /// The animation's header: timing, size and markers.
  package let animation: LottieAnimation
  /// The animation's JSON tree.
  package let root: JSONNode
  /// The archive's image entries by name (`i/pip.png`, `images/pip.png`); empty for JSON.
  package let images: [String: [UInt8]]

  /// Reads every animation of a Lottie JSON file or dotLottie archive.
  package static func read(
    _ data: Data, fileName: String, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) -> [LottieDocument] {
    switch AnimationFileReader.format(of: data, fileName: fileName) {
    case .lottie:
      let bytes = [UInt8](data)
      let animation = try LottieAnimation(
        bytes: bytes, fileName: fileName, entryName: nil, limits: limits)
      var parser = JSONParser(
        bytes: bytes, fileName: fileName, maximumDepth: limits.maximumJSONDepth)
      return [
        LottieDocument(
          fileName: fileName, animationID: nil, animation: animation,
          root: try parser.parseDocument(), images: [:])
      ]
    case .dotLottie:
      let archive = try DotLottieArchive(data: data, fileName: fileName, limits: limits)
      var zip = try ZipArchive(bytes: [UInt8](data), fileName: fileName, limits: limits)
      var images: [String: [UInt8]] = [:]
      for entry in zip.entries
      where !entry.isDirectory && !DotLottieReader.isJunk(entry.name)
        && (entry.name.hasPrefix("i/") || entry.name.hasPrefix("images/"))
      {
        images[entry.name] = try zip.contents(of: entry)
      }
      var documents: [LottieDocument] = []
      for item in archive.animations {
        guard let entry = zip.entry(named: item.entryName) else { continue }
        var parser = JSONParser(
          bytes: try zip.contents(of: entry), fileName: fileName, entryName: item.entryName,
          maximumDepth: limits.maximumJSONDepth)
        documents.append(
          LottieDocument(
            fileName: fileName, animationID: item.id, animation: item.animation,
            root: try parser.parseDocument(), images: images))
      }
      return documents
    case .rive:
      throw AnimationFileError(
        fileName: fileName, offset: 0,
        reason: .invalidValue("a Rive file, not a Lottie animation"))
    case nil:
      throw AnimationFileError(fileName: fileName, offset: 0, reason: .unrecognizedFormat)
    }
  }
}
