import AnimationFiles
import Foundation
import LottieRendering

/// A text layer whose file holds no glyph outlines, so it is drawn from the font given with it:
/// point text and a text box with a return, moved and faded character by character.
private let textDocument: LottieDocument? = {
  let animator = """
    {"s":{"t":0,"xe":{"a":0,"k":0},"ne":{"a":0,"k":0},"a":{"a":0,"k":100},"b":1,"rn":0,"sh":3,\
    "s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[100]}]},"o":{"a":0,"k":0},\
    "r":1},"a":{"p":{"a":0,"k":[0,-20,0]},"o":{"a":0,"k":20},"r":{"a":0,"k":15}}}
    """
  func layer(_ index: Int, _ document: String) -> String {
    """
    {"ty":5,"nm":"text \(index)","ind":\(index),"ip":0,"op":60,"ks":{},\
    "t":{"d":{"k":[{"s":\(document),"t":0}]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},\
    "a":[\(animator)]}}
    """
  }
  let point = #"{"t":"HI OH I","f":"FuzzFont-Regular","s":40,"fc":[0,0,0],"tr":20,"j":2}"#
  let box =
    #"{"t":"IO HI\rOH","f":"FuzzFont-Regular","s":30,"fc":[1,0,0],"sc":[0,0,1],"sw":2,"#
    + #""of":true,"lh":36,"sz":[80,120],"ps":[10,10],"j":1}"#
  let json = """
    {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":200,"h":200,\
    "fonts":{"list":[{"fName":"FuzzFont-Regular","fFamily":"Fuzz Font","fStyle":"Regular"}]},\
    "layers":[\(layer(1, point)),\(layer(2, box))]}
    """
  return try? LottieDocument.read(Data(json.utf8), fileName: "fonts.json").first
}()

/// libFuzzer entry point for the font reader, reached as the still renderer reaches it: the
/// input is a font file (TrueType, OpenType with PostScript outlines, or a collection) given
/// with `--fonts` for a text layer, drawn at two frames.
///
/// Font files are read bounds-checked: truncated tables, offsets past the end, composite
/// glyphs that include themselves and charstrings that loop must end in a named refusal, never
/// a trap, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontRendering(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let document = textDocument else {
    FuzzInput.require(false, "the text document of the font target does not read")
    return 0
  }
  let font = [UInt8](FuzzInput.data(bytes, count))
  var limits = RenderLimits()
  limits.maximumVertexCount = 200_000
  let renderer = LottieStillRenderer(
    document: document, resources: RenderResources(fonts: ["fuzz.ttf": font]), limits: limits)
  for frame in [0.0, 15.0] {
    let still = renderer.render(frame: frame)
    FuzzInput.require(still.svg.hasPrefix("<svg "), "a still that is not an SVG document")
    FuzzInput.require(still.svg.hasSuffix("</svg>\n"), "an unfinished SVG document")
  }
  return 0
}
