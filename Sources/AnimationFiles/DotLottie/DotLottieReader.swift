/// Reads the manifest and animations of a dotLottie archive already opened as a `ZipArchive`.
struct DotLottieReader {
  static let manifestName = "manifest.json"

  let fileName: String
  let limits: AnimationFileLimits

  /// Entries that archiving tools add and that are no part of the content.
  static func isJunk(_ name: String) -> Bool {
    name.hasPrefix("__MACOSX/") || name == ".DS_Store" || name.hasSuffix("/.DS_Store")
  }

  mutating func read(_ archive: inout ZipArchive) throws(AnimationFileError) -> DotLottieArchive {
    guard let manifestEntry = archive.entry(named: Self.manifestName) else {
      throw AnimationFileError(
        fileName: fileName, offset: nil, reason: .missingEntry(Self.manifestName))
    }
    var parser = JSONParser(
      bytes: try archive.contents(of: manifestEntry), fileName: fileName,
      entryName: Self.manifestName, maximumDepth: limits.maximumJSONDepth)
    let root = try parser.parseDocument()
    let manifest = ManifestReader(root: root, parser: parser)
    guard root.isObject else {
      throw parser.error(.wrongType(expected: "a JSON object at the top level"), at: root.offset)
    }

    let contentNames = archive.entries.map(\.name).filter { !Self.isJunk($0) }
    let version = try manifest.version(entryNames: contentNames)
    let folder = version == .v1 ? "animations/" : "a/"
    let header = DotLottieManifest(
      version: version,
      generator: try manifest.optionalString("generator", in: root, path: "generator"),
      author: try manifest.optionalString("author", in: root, path: "author"),
      initialAnimationID: try manifest.initialAnimationID(version))

    var animations: [DotLottieAnimation] = []
    var listedEntries: Set<String> = []
    let listed = try manifest.animationList()
    for (index, item) in listed.enumerated() {
      let path = "animations[\(index)]"
      let id = try manifest.requiredString("id", in: item, path: "\(path).id")
      let entryName = folder + id + ".json"
      guard let entry = archive.entry(named: entryName), !Self.isJunk(entryName) else {
        throw parser.error(.missingEntry(entryName), at: item["id"]?.offset, keyPath: "\(path).id")
      }
      listedEntries.insert(entryName)
      let settings = try manifest.settings(of: item, path: path, version: version)
      animations.append(
        DotLottieAnimation(
          id: id, entryName: entryName, isListedInManifest: true, name: settings.name,
          loop: settings.loop, mode: settings.mode, speed: settings.speed,
          direction: settings.direction, autoplay: settings.autoplay,
          initialTheme: settings.initialTheme, background: settings.background,
          animation: try lottie(entry, &archive)))
    }
    // Animations in the folder that the manifest does not list are still in the archive.
    let unlisted = archive.entries.filter {
      $0.name.hasPrefix(folder) && $0.name.hasSuffix(".json") && !Self.isJunk($0.name)
        && !listedEntries.contains($0.name)
        && !$0.name.dropFirst(folder.count).contains("/")
    }
    for entry in unlisted.sorted(by: { $0.name < $1.name }) {
      let id = String(entry.name.dropFirst(folder.count).dropLast(".json".count))
      animations.append(
        DotLottieAnimation(
          id: id, entryName: entry.name, isListedInManifest: false, name: nil, loop: nil,
          mode: nil, speed: nil, direction: nil, autoplay: nil, initialTheme: nil,
          background: nil, animation: try lottie(entry, &archive)))
    }
    return DotLottieArchive(fileName: fileName, manifest: header, animations: animations)
  }

  private func lottie(
    _ entry: ZipArchive.Entry, _ archive: inout ZipArchive
  ) throws(AnimationFileError) -> LottieAnimation {
    try LottieAnimation(
      bytes: try archive.contents(of: entry), fileName: fileName, entryName: entry.name,
      limits: limits)
  }
}

/// Typed reads from `manifest.json`, with errors naming the key path.
private struct ManifestReader {
  let root: JSONNode
  let parser: JSONParser

  struct Settings {
    var name: String?
    var loop: DotLottieLoop?
    var mode: DotLottiePlayMode?
    var speed: Double?
    var direction: Int?
    var autoplay: Bool?
    var initialTheme: String?
    var background: String?
  }

  private func wrongType(_ expected: String, _ node: JSONNode, _ path: String) -> AnimationFileError
  {
    parser.error(.wrongType(expected: expected), at: node.offset, keyPath: path)
  }

  /// `version` may be "1.0", "1", 1.0 or "2"; without it, the folder layout decides.
  func version(entryNames: [String]) throws(AnimationFileError) -> DotLottieVersion {
    guard let node = root["version"], !node.isNull else {
      let hasV2Folder = entryNames.contains { $0.hasPrefix("a/") }
      let hasV1Folder = entryNames.contains { $0.hasPrefix("animations/") }
      return hasV2Folder && !hasV1Folder ? .v2 : .v1
    }
    let text: String
    if let string = node.string {
      text = string
    } else if let number = node.number {
      text = number == number.rounded() ? String(Int(exactly: number) ?? -1) : String(number)
    } else {
      throw wrongType("a string or a number", node, "version")
    }
    let major = text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? text
    switch major {
    case "1": return .v1
    case "2": return .v2
    default:
      throw parser.error(.unsupportedVersion(text), at: node.offset, keyPath: "version")
    }
  }

  func animationList() throws(AnimationFileError) -> [JSONNode] {
    guard let node = root["animations"] else {
      throw parser.error(.missingKey("animations"), at: root.offset, keyPath: "animations")
    }
    guard let elements = node.array else { throw wrongType("an array", node, "animations") }
    for (index, element) in elements.enumerated() where !element.isObject {
      throw wrongType("an object", element, "animations[\(index)]")
    }
    return elements
  }

  func initialAnimationID(_ version: DotLottieVersion) throws(AnimationFileError) -> String? {
    switch version {
    case .v1:
      return try optionalString("activeAnimationId", in: root, path: "activeAnimationId")
    case .v2:
      guard let initial = root["initial"], !initial.isNull else { return nil }
      guard initial.isObject else { throw wrongType("an object", initial, "initial") }
      return try optionalString("animation", in: initial, path: "initial.animation")
    }
  }

  func requiredString(
    _ key: String, in object: JSONNode, path: String
  ) throws(AnimationFileError) -> String {
    guard let node = object[key], !node.isNull else {
      throw parser.error(.missingKey(key), at: object.offset, keyPath: path)
    }
    guard let text = node.string else { throw wrongType("a string", node, path) }
    return text
  }

  func optionalString(
    _ key: String, in object: JSONNode, path: String
  ) throws(AnimationFileError) -> String? {
    guard let node = object[key], !node.isNull else { return nil }
    guard let text = node.string else { throw wrongType("a string", node, path) }
    return text
  }

  private func optionalNumber(
    _ key: String, in object: JSONNode, path: String
  ) throws(AnimationFileError) -> Double? {
    guard let node = object[key], !node.isNull else { return nil }
    guard let number = node.number else { throw wrongType("a number", node, path) }
    return number
  }

  private func optionalBool(
    _ key: String, in object: JSONNode, path: String
  ) throws(AnimationFileError) -> Bool? {
    guard let node = object[key], !node.isNull else { return nil }
    guard let flag = node.bool else { throw wrongType("a boolean", node, path) }
    return flag
  }

  func settings(
    of item: JSONNode, path: String, version: DotLottieVersion
  ) throws(AnimationFileError) -> Settings {
    var settings = Settings()
    switch version {
    case .v1:
      settings.loop = try loop(item, path: "\(path).loop")
      // Version 1 writers spell the play mode `mode` or `playMode`.
      let modeKey = item["mode"] != nil ? "mode" : "playMode"
      if let mode = try optionalString(modeKey, in: item, path: "\(path).\(modeKey)") {
        switch mode {
        case "normal": settings.mode = .normal
        case "bounce": settings.mode = .bounce
        default: settings.mode = .other(mode)
        }
      }
      settings.speed = try optionalNumber("speed", in: item, path: "\(path).speed")
      if let direction = try optionalNumber("direction", in: item, path: "\(path).direction") {
        guard let whole = Int(exactly: direction) else {
          throw parser.error(
            .invalidValue("direction must be a whole number"), at: item["direction"]?.offset,
            keyPath: "\(path).direction")
        }
        settings.direction = whole
      }
      settings.autoplay = try optionalBool("autoplay", in: item, path: "\(path).autoplay")
    case .v2:
      settings.name = try optionalString("name", in: item, path: "\(path).name")
      settings.initialTheme = try optionalString(
        "initialTheme", in: item, path: "\(path).initialTheme")
      settings.background = try optionalString("background", in: item, path: "\(path).background")
    }
    return settings
  }

  private func loop(_ item: JSONNode, path: String) throws(AnimationFileError) -> DotLottieLoop? {
    guard let node = item["loop"], !node.isNull else { return nil }
    if let flag = node.bool { return flag ? .forever : .never }
    if let number = node.number, let count = Int(exactly: number), count >= 0 {
      return .count(count)
    }
    throw wrongType("a boolean or a loop count", node, path)
  }
}
