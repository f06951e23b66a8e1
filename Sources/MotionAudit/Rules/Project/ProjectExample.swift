import MotionAuditSemantics

/// A small project used as a project rule's documentation and test: files and their contents.
///
/// Text files (Swift, `Info.plist`, `Contents.json`, Lottie JSON) are written as they would be
/// on disk, with `↓` before each expected finding; an animation file can instead be given by
/// what the readers report about it (an ``AnimationSummary``), so an example needs no binary
/// `.riv`. Paths are relative to the project's root.
package struct ProjectExample: Sendable, Hashable {
  package struct File: Sendable, Hashable {
    package enum Contents: Sendable, Hashable {
      case text(String)
      /// An animation file, given by its summary.
      case animation(AnimationSummary)
    }

    package var path: String
    package var contents: Contents
    /// For an animation file: a finding is expected on the file itself (line 1, column 1).
    package var expectsFinding = false

    /// A text file.
    package static func text(_ path: String, _ text: String) -> File {
      File(path: path, contents: .text(text))
    }

    /// A Swift file.
    package static func swift(_ path: String, _ code: String) -> File {
      File(path: path, contents: .text(code))
    }

    /// A Rive file, given by what the reader reports; `expectsFinding` marks the whole file.
    package static func rive(
      _ path: String, _ summary: RiveSummary, expectsFinding: Bool = false
    ) -> File {
      File(path: path, contents: .animation(.rive(summary)), expectsFinding: expectsFinding)
    }

    /// An animation file of any format, given by what the reader reports.
    package static func animation(_ path: String, _ summary: AnimationSummary) -> File {
      File(path: path, contents: .animation(summary))
    }

    /// A Lottie JSON file of 200 × 200 points with `markers` (`["idle", "reduced motion"]`) and
    /// `layers` (each a layer's JSON), 2 s at 30 fps.
    package static func lottie(
      _ path: String, markers: [String] = [], layers: [String] = []
    ) -> File {
      let markerList = markers.enumerated().map { index, name in
        #"{ "cm": "\#(name)", "tm": \#(index * 10), "dr": 10 }"#
      }.joined(separator: ", ")
      return .text(
        path,
        #"{ "v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "#
          + #""layers": [\#(layers.joined(separator: ", "))], "markers": [\#(markerList)] }"#)
    }

    /// A layer's JSON for ``lottie(_:markers:layers:)``: `name` keyframed from `start` to `end`
    /// (positions in points) and from `startScale` to `endScale` (in percent).
    package static func lottieLayer(
      _ name: String, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
      scale startScale: Double = 100, to endScale: Double = 100
    ) -> String {
      func keyframes(_ first: String, _ last: String) -> String {
        #"{ "a": 1, "k": [{ "t": 0, "s": [\#(first)] }, { "t": 60, "s": [\#(last)] }] }"#
      }
      func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
      }
      let position = keyframes(
        "\(number(start.x)), \(number(start.y))", "\(number(end.x)), \(number(end.y))")
      let scale = keyframes(
        "\(number(startScale)), \(number(startScale))", "\(number(endScale)), \(number(endScale))")
      return #"{ "ty": 4, "nm": "\#(name)", "ks": { "p": \#(position), "s": \#(scale) } }"#
    }

    /// An `Info.plist` holding `entries` (XML lines of its root dictionary); `↓` before the
    /// root with `marksRoot`.
    package static func infoPlist(
      _ entries: String, at path: String = "App/Info.plist", marksRoot: Bool = false
    ) -> File {
      .text(
        path,
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(marksRoot ? "↓" : "")<dict>
        \(entries)
        </dict>
        </plist>
        """)
    }

    /// The keys of a complete iOS app's `Info.plist` besides its launch screen.
    package static let iOSAppKeys = """
      \t<key>CFBundleIdentifier</key>
      \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
      \t<key>CFBundleExecutable</key>
      \t<string>$(EXECUTABLE_NAME)</string>
      \t<key>LSRequiresIPhoneOS</key>
      \t<true/>
      """

    /// `UILaunchScreen` with `UIColorName` `color` (`↓` before the value with `marked`).
    package static func launchScreen(color: String, marked: Bool = false) -> String {
      """
      \t<key>UILaunchScreen</key>
      \t<dict>
      \t\t<key>UIColorName</key>
      \t\t\(marked ? "↓" : "")<string>\(color)</string>
      \t</dict>
      """
    }

    /// An asset catalog set: its folder's `Contents.json` (`Assets.xcassets/Pip.colorset`).
    package static func asset(_ folder: String) -> File {
      File(path: folder + "/Contents.json", contents: .text(#"{ "info" : { "version" : 1 } }"#))
    }
  }

  package var files: [File]
  package var fileID: String
  package var filePath: String
  package var line: Int
  package var column: Int

  package init(
    _ files: File..., fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.files = files
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The project as one text: each file under a `// <path>` line, animation files as their
  /// summary. What `motion-audit explain` prints.
  package var listing: Example {
    let text = files.map { file in
      switch file.contents {
      case .text(let text): "// \(file.path)\n\(text)"
      case .animation(let summary):
        "// \(file.expectsFinding ? String(Example.marker) : "")\(file.path)\n"
          + summary.textLines.map { "// " + $0 }.joined(separator: "\n")
      }
    }.joined(separator: "\n\n")
    return Example(text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
